import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  email: 'Escribe un correo electrónico válido.',
  url: 'Escribe una dirección web válida (https://…).',
  date: 'Escribe una fecha válida.',
  datetime: 'Escribe una fecha y hora válidas.',
  time: 'Escribe una hora válida.',
};

const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  number: 'Escribe un número.',
  int: 'Escribe un número entero.',
  string: 'Escribe un texto.',
  boolean: 'Elige sí o no.',
  date: 'Escribe una fecha válida.',
  array: 'Elige una o más opciones.',
  file: 'Elige un archivo.',
};

const INVALID = 'El valor no es válido.';
const REQUIRED = 'Este campo es obligatorio.';

function megabytes(bytes: number | bigint): string {
  return `${Math.round((Number(bytes) / 1024 / 1024) * 10) / 10} MB`;
}

/** A sentence for a value outside its bounds, by what was measured (text, number, list, file). */
function boundMessage(
  origin: string,
  limit: number | bigint | Date,
  inclusive: boolean | undefined,
  side: 'min' | 'max',
): string {
  const n = limit instanceof Date ? limit.toISOString().slice(0, 10) : String(limit);
  const least = side === 'min';
  switch (origin) {
    case 'string':
      if (least && n === '1') return REQUIRED;
      return least ? `Escribe al menos ${n} caracteres.` : `Escribe como máximo ${n} caracteres.`;
    case 'array':
    case 'set':
      if (least && n === '1') return 'Elige al menos una opción.';
      return least ? `Elige al menos ${n}.` : `Elige como máximo ${n}.`;
    case 'file':
      return least
        ? 'El archivo está vacío o es demasiado pequeño.'
        : `El archivo pesa demasiado: el máximo es ${megabytes(Number(limit))}.`;
    case 'date':
      return least ? `Elige una fecha desde el ${n}.` : `Elige una fecha hasta el ${n}.`;
    default:
      if (inclusive === false) {
        return least ? `Escribe un número mayor que ${n}.` : `Escribe un número menor que ${n}.`;
      }
      return least ? `Escribe como mínimo ${n}.` : `Escribe como máximo ${n}.`;
  }
}

/**
 * A union refused every option: the most telling reason is the one of an option that got past
 * the type and literal checks (`'' | fecha`: the date's own reason, not "expected ''").
 */
function unionMessage(issue: Extract<RawIssue, { code: 'invalid_union' }>): string {
  const inner = issue.errors.flat();
  const telling = inner.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value');
  return telling?.message ?? INVALID;
}

/**
 * The plain Spanish sentence a person reads for a value the contract refuses, without the
 * field's name (it is shown next to its field) or a library's wording. Passed to zod as the
 * per-parse `error`, so messages written into a schema still win: the server's 400 answers and
 * the web forms read the same sentence.
 */
export function issueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return REQUIRED;
      return TYPE_MESSAGES[issue.expected] ?? INVALID;
    case 'too_small':
      return boundMessage(issue.origin, issue.minimum, issue.inclusive, 'min');
    case 'too_big':
      return boundMessage(issue.origin, issue.maximum, issue.inclusive, 'max');
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'El formato no es válido.';
    case 'not_multiple_of':
      return `Escribe un múltiplo de ${String(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? INVALID : 'Elige una de las opciones.';
    case 'unrecognized_keys':
      return 'Se enviaron datos que no se esperaban.';
    case 'invalid_union':
      return unionMessage(issue);
    default:
      return INVALID;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[] | undefined): unknown {
  let value = input;
  for (const key of path ?? []) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/**
 * Parse options that give every issue its `issueMessage` sentence, and call a field left empty
 * obligatory whatever its type: a coerced number or id sees `''` as 0 or NaN, and "Escribe un
 * número mayor que 0." would be the wrong thing to say about a field nobody filled.
 */
export function spanishIssuesOf(input: unknown) {
  return {
    error: (issue: RawIssue) =>
      issue.code !== 'custom' && issue.path && isBlank(valueAt(input, issue.path))
        ? REQUIRED
        : issueMessage(issue),
  };
}
