import { promises as fs } from 'node:fs';
import {
  IMPORT_COLUMNAS,
  IMPORT_COLUMNAS_OBLIGATORIAS,
  IMPORT_MAX_FILAS,
  type TImportColumna,
} from '@academia/contract/groups/importar-alumnos-grupo';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../platform/errors';
import {
  IMPORT_EMPTY,
  IMPORT_NOT_CSV,
  IMPORT_TOO_MANY_ROWS,
  IMPORT_WRONG_TYPE,
  importMissingColumns,
} from './messages';

export type RawRow = { linea: number } & Record<TImportColumna, string>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Other names a spreadsheet may give a column (after `normalise`). */
const ALIASES: Readonly<Record<string, TImportColumna>> = {
  first_name: 'nombre',
  nombres: 'nombre',
  last_name: 'apellidos',
  apellido: 'apellidos',
  apellido_paterno: 'apellidos',
  correo: 'email',
  correo_electronico: 'email',
  e_mail: 'email',
  celular: 'telefono',
  movil: 'telefono',
  telefono_celular: 'telefono',
  empleo: 'empleo_actual',
  puesto: 'empleo_actual',
};

/** "Correo electrónico " → "correo_electronico". */
function normalise(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function columnOf(header: string): TImportColumna | undefined {
  const name = normalise(header);
  if ((IMPORT_COLUMNAS as readonly string[]).includes(name)) return name as TImportColumna;
  return ALIASES[name];
}

/** Rows of cells (the header first, each with its line number) → one record per student. */
function toRows(lines: { linea: number; cells: string[] }[]): RawRow[] {
  const [header, ...body] = lines;
  if (!header) throw badRequest(IMPORT_EMPTY);
  const columns = header.cells.map(columnOf);
  const missing = IMPORT_COLUMNAS_OBLIGATORIAS.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw badRequest(importMissingColumns(missing));
  const rows: RawRow[] = [];
  for (const { linea, cells } of body) {
    if (cells.every((c) => c.trim() === '')) continue;
    const row = { linea } as RawRow;
    for (const c of IMPORT_COLUMNAS) row[c] = '';
    columns.forEach((c, i) => {
      if (c && row[c] === '') row[c] = (cells[i] ?? '').trim();
    });
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest(IMPORT_EMPTY);
  if (rows.length > IMPORT_MAX_FILAS) throw payloadTooLarge(IMPORT_TOO_MANY_ROWS);
  return rows;
}

/** Spanish spreadsheets save CSV with `;`; the header line says which separator was used. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

function readCsv(text: string): RawRow[] {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return toRows(records.map(({ record, info }) => ({ linea: info.lines, cells: record })));
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(IMPORT_NOT_CSV);
    throw err;
  }
}

/** A cell as the person sees it in the spreadsheet (a linked e-mail is its text). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text ?? '';
}

async function readXlsx(file: string): Promise<RawRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch {
    throw badRequest(IMPORT_WRONG_TYPE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(IMPORT_EMPTY);
  // The header and the allowed rows, plus one to tell a file that is too long.
  if (sheet.actualRowCount > IMPORT_MAX_FILAS + 1) throw payloadTooLarge(IMPORT_TOO_MANY_ROWS);
  const lines: { linea: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, linea) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) cells.push(cellText(row.getCell(i)));
    lines.push({ linea, cells });
  });
  return toRows(lines);
}

/** The students of an uploaded CSV (UTF-8, `,` `;` or tab) or XLSX (its first sheet). */
export async function readStudentFile(file: string, mime: string): Promise<RawRow[]> {
  if (mime === XLSX) return readXlsx(file);
  if (mime !== 'text/plain') throw unsupportedMediaType(IMPORT_WRONG_TYPE);
  return readCsv(await fs.readFile(file, 'utf8'));
}
