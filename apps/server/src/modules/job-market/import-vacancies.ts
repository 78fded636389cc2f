import { createReadStream, promises as fs } from 'node:fs';
import { VACANTES_CSV_COLUMNAS } from '@academia/contract/job-market/importar-vacantes';
import { CsvError, parse } from 'csv-parse';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { mapVacancies } from '../skills/index';
import * as repo from './job-market.repository';

/** Rows per INSERT: few statements, each well under PostgreSQL's 65 535 parameters. */
const BATCH = 1000;
/** Errors listed back to the person; the rest of a very bad file adds nothing. */
const MAX_ERRORS = 10;

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} no puede tener más de ${max} caracteres.` });

/** "45000", "45,000.50", "$ 45000": a non-negative amount with at most two decimals. */
const money = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\$\s*/, ''))
  .refine((s) => s === '' || /^(\d{1,3}(,\d{3})+|\d{1,10})(\.\d{1,2})?$/.test(s), {
    error: 'El sueldo debe ser un número positivo con hasta dos decimales (p. ej. 45000.00).',
  })
  .transform((s) => (s === '' ? null : Number(s.replace(/,/g, '')).toFixed(2)));

/** YYYY-MM-DD or DD/MM/YYYY, a real day of the calendar. */
const day = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === '') return null;
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    const mx = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
    const [y, m, d] = iso
      ? [iso[1], iso[2], iso[3]]
      : mx
        ? [mx[3], mx[2]?.padStart(2, '0'), mx[1]?.padStart(2, '0')]
        : [];
    const value = `${y}-${m}-${d}`;
    const date = new Date(`${value}T00:00:00Z`);
    if (!y || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({
        code: 'custom',
        message: 'La fecha debe ser AAAA-MM-DD o DD/MM/AAAA y existir en el calendario.',
      });
      return z.NEVER;
    }
    return value;
  });

const ZFila = z.object({
  puesto: text(250, 'El puesto').min(1, { error: 'Falta el puesto.' }),
  empresa: text(250, 'La empresa'),
  sueldoMinimo: money,
  moneda: z
    .string()
    .trim()
    .toUpperCase()
    .transform((s) => s || 'MXN')
    .pipe(z.enum(['MXN', 'USD'], { error: 'La moneda debe ser MXN o USD.' })),
  ciudadActual: text(150, 'La ciudad'),
  modalidadActual: text(50, 'La modalidad'),
  ultima_actualizacion: day,
});

/** The column separator, from the header line: Spanish spreadsheets write `;`. */
async function detectDelimiter(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
    const header = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    const count = (c: string) => header.split(c).length - 1;
    return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
  } finally {
    await handle.close();
  }
}

function fail(errors: { path: string; message: string }[]): never {
  const first = errors[0];
  throw badRequest(
    `No se importó ninguna vacante: ${first?.path ?? 'el archivo'} no es válida. ${first?.message ?? ''}`.trim(),
    errors,
  );
}

/**
 * Imports a CSV of analysed vacancies in one transaction: every row is checked, and the first
 * bad one (reported by its line number, with up to ten others) rolls the whole file back. The
 * file is streamed, and rows are inserted a thousand at a time as they are read. The skills of
 * every analysed vacancy are then set from the titles (the skills module's mapping).
 */
export async function importVacanciesCsv(
  db: Db,
  file: string,
  options: { reemplazar: boolean },
): Promise<number> {
  const delimiter = await detectDelimiter(file);
  return db.transaction(async (tx) => {
    if (options.reemplazar) await repo.deleteAll(tx);
    const parser = createReadStream(file).pipe(
      parse({
        bom: true,
        delimiter,
        columns: (header: string[]) => {
          const names = header.map((h) => h.trim());
          const missing = VACANTES_CSV_COLUMNAS.filter((c) => !names.includes(c));
          if (missing.length > 0) {
            fail([
              {
                path: 'la línea 1',
                message: `Faltan las columnas: ${missing.join(', ')}. Se esperan: ${VACANTES_CSV_COLUMNAS.join(', ')}.`,
              },
            ]);
          }
          return names;
        },
        info: true,
        skip_empty_lines: true,
        relax_column_count: false,
      }),
    );
    const errors: { path: string; message: string }[] = [];
    let batch: repo.NewVacancy[] = [];
    let total = 0;
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: Record<string, string>;
        info: { lines: number };
      }>) {
        const parsed = ZFila.safeParse(record);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            errors.push({
              path: `la línea ${info.lines}`,
              message: `${issue.path.join('.') || 'fila'}: ${issue.message}`,
            });
          }
          if (errors.length >= MAX_ERRORS) break;
          continue;
        }
        if (errors.length > 0) continue;
        batch.push(parsed.data);
        total++;
        if (batch.length >= BATCH) {
          await repo.insertMany(tx, batch);
          batch = [];
        }
      }
    } catch (err) {
      if (err instanceof CsvError) {
        const line = (err as CsvError & { lines?: number }).lines;
        fail([
          {
            path: line ? `la línea ${line}` : 'el archivo',
            message: 'El formato CSV no es válido (revisa comillas y separadores).',
          },
        ]);
      }
      throw err;
    }
    if (errors.length > 0) fail(errors.slice(0, MAX_ERRORS));
    if (total === 0) {
      fail([{ path: 'el archivo', message: 'No contiene ninguna vacante bajo los encabezados.' }]);
    }
    await repo.insertMany(tx, batch);
    // The vacancies' skills from their titles, in the same transaction: a refused file leaves
    // the old mapping, and an imported one is never seen without its skills.
    await mapVacancies(tx);
    return total;
  });
}
