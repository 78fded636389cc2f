import type { CallDefinition } from '@academia/contract/core/call';
import { type FieldSchema, requestSchema } from './sample-request';

/** Text a person may well type: stored as sent when the field takes free text. */
export const MAYBE_VALID_STRINGS: readonly string[] = [
  'Ana 😀👩🏽‍💻 \u202Eأهلا\u202C \u200F',
  'tab\tline\nfeed\r\u0001\u001f\u007f',
  "' or 1=1 --",
  '1; drop table users',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '/etc/passwd',
];

/** Text no field takes: a NUL byte (PostgreSQL text cannot hold it), longer than any column. */
export const INVALID_STRINGS: readonly string[] = ['nombre\u0000.png', 'x'.repeat(600_000)];

/** Sent once per call, in its first field: more than the JSON body limit. */
export const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Sent once per JSON call: nesting far past the parser's limit (32), in 16 KB. */
export const NESTED_8000 = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;

/** 32 arrays inside one another: one level past the parser's limit inside the body's object. */
export const NESTED_PAST_LIMIT: unknown = Array.from({ length: 31 }).reduce<unknown>(
  (inner) => [inner],
  [],
);

/** Sent once per multipart call, in its first text field: past every call's longest field. */
export const TWO_MEGABYTES = 'x'.repeat(2 * 1024 * 1024);

/** What a field that takes numbers gets of the text above: injection and traversal. */
const TEXT_IN_NUMBERS: readonly string[] = ["' or 1=1 --", '../../etc/passwd'];

/** Numbers out of every column's range, or no numbers at all. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  2 ** 31,
  2 ** 53 - 1,
  2 ** 63,
  1e308,
  1.5,
  'NaN',
  '9223372036854775808',
  null,
  {},
];

/** The fields a person must never be able to set by adding them to a request. */
export const PRIVILEGED_EXTRAS = (victimId: number) => ({
  tipo: 0,
  is_staff: true,
  is_superuser: true,
  id: 999_999,
  alumno: victimId,
  usuario: victimId,
});

export type Variant =
  | { kind: 'field'; field: string; value: unknown; label: string }
  | { kind: 'missing'; field: string; label: string }
  | { kind: 'extras'; label: string }
  | { kind: 'raw'; body: string; contentType: string; label: string }
  | { kind: 'filename'; name: string; label: string }
  | { kind: 'fieldname'; name: string; label: string };

function takesNumbers(schema: FieldSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((o) => o.type)].flat();
  return types.includes('integer') || types.includes('number');
}

/**
 * Whether a number is one the contract admits for the field (then the database must store it;
 * a column too small for it shows up as a database error). Null and 0/-1 are admitted by
 * optional fields and flags; everything outside the declared bounds must be refused.
 */
function withinBounds(schema: FieldSchema, value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'number') return false;
  const options = schema.anyOf ? schema.anyOf : [schema];
  return options.some((o) => {
    if (o.type !== 'integer' && o.type !== 'number') return false;
    if (o.type === 'integer' && !Number.isInteger(value)) return false;
    if (o.minimum !== undefined && value < o.minimum) return false;
    if (o.exclusiveMinimum !== undefined && value <= o.exclusiveMinimum) return false;
    return o.maximum === undefined || value <= o.maximum;
  });
}

/** Whether a value could be valid input for the field: a person's text in a text field. */
function takesText(schema: FieldSchema): boolean {
  if (schema.pattern || schema.format || schema.enum) return false;
  // An id is an integer or a string of digits: the string option's pattern makes it no text.
  return [schema, ...(schema.anyOf ?? [])].some(
    (o) =>
      [o.type].flat().includes('string') &&
      !o.pattern &&
      !o.format &&
      !o.enum &&
      o.const === undefined,
  );
}

/**
 * The hostile requests of one call: each hostile value in each field of an otherwise valid
 * request, each required field left out, privileged extras, bodies that are not JSON, and for
 * multipart calls hostile file and field names. `mayPass` marks the values a well-built
 * server may accept (free text), all others must be refused.
 */
export function variantsOf(call: CallDefinition): { variant: Variant; mayPass: boolean }[] {
  const schema = requestSchema(call);
  const out: { variant: Variant; mayPass: boolean }[] = [];
  const fields = Object.entries(schema.properties ?? {});
  const first = fields[0]?.[0];
  // A multipart body over the limit is cut off mid-stream, which only a real socket survives;
  // a text part past the call's longest field is only truncated, and refused (413).
  if (first && call.body !== 'multipart') {
    out.push({
      variant: { kind: 'field', field: first, value: MEGABYTE, label: '1 MB' },
      mayPass: false,
    });
  }
  if (first && call.body === 'multipart') {
    out.push({
      variant: { kind: 'field', field: first, value: TWO_MEGABYTES, label: '2 MB of text' },
      mayPass: false,
    });
  }
  if (call.body === 'json') {
    out.push({
      variant: {
        kind: 'raw',
        body: first ? `{${JSON.stringify(first)}:${NESTED_8000}}` : NESTED_8000,
        contentType: 'application/json',
        label: '8,000 nested arrays',
      },
      mayPass: false,
    });
    if (first) {
      out.push({
        variant: {
          kind: 'field',
          field: first,
          value: NESTED_PAST_LIMIT,
          label: '33 levels in the body',
        },
        mayPass: false,
      });
    }
  }
  for (const [field, sub] of fields) {
    const text = takesText(sub);
    const numeric = takesNumbers(sub) && !text;
    for (const value of numeric ? TEXT_IN_NUMBERS : MAYBE_VALID_STRINGS) {
      out.push({
        variant: { kind: 'field', field, value, label: JSON.stringify(value) },
        mayPass: text,
      });
    }
    for (const value of INVALID_STRINGS) {
      out.push({
        variant: { kind: 'field', field, value, label: JSON.stringify(value.slice(0, 20)) },
        mayPass: false,
      });
    }
    if (!takesNumbers(sub)) {
      // An object is never text; a number may be (a price), and a form or a query string
      // carries only text anyway.
      out.push({
        variant: { kind: 'field', field, value: {}, label: '{}' },
        mayPass: text && call.body !== 'json',
      });
      out.push({ variant: { kind: 'field', field, value: 12345, label: '12345' }, mayPass: true });
    } else {
      for (const value of HOSTILE_NUMBERS) {
        out.push({
          variant: { kind: 'field', field, value, label: JSON.stringify(value) },
          mayPass: withinBounds(sub, value),
        });
      }
    }
    if (schema.required?.includes(field)) {
      out.push({ variant: { kind: 'missing', field, label: 'missing' }, mayPass: false });
    }
  }
  out.push({ variant: { kind: 'extras', label: 'privileged extras' }, mayPass: true });
  if (call.body === 'json') {
    out.push({
      variant: {
        kind: 'raw',
        body: '{"curso": 1,',
        contentType: 'application/json',
        label: 'bad JSON',
      },
      mayPass: false,
    });
    out.push({
      variant: {
        kind: 'raw',
        body: '\u0000\u00ff garbage',
        contentType: 'application/json',
        label: 'garbage',
      },
      mayPass: false,
    });
    out.push({
      variant: { kind: 'raw', body: 'curso=1', contentType: 'text/plain', label: 'text body' },
      mayPass: false,
    });
  }
  if (call.body === 'multipart') {
    out.push({
      variant: {
        kind: 'raw',
        body: '{}',
        contentType: 'application/json',
        label: 'JSON to multipart',
      },
      mayPass: false,
    });
    for (const name of [
      '../../etc/passwd',
      '..%2f..%2fx.png',
      '/etc/passwd',
      'a\u0000.png',
      '.htaccess',
    ]) {
      out.push({ variant: { kind: 'filename', name, label: JSON.stringify(name) }, mayPass: true });
    }
    out.push({
      variant: { kind: 'fieldname', name: '../../evil', label: 'field name' },
      mayPass: true,
    });
  }
  return out;
}
