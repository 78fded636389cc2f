type Cell = string | number | null | undefined;

/**
 * Spreadsheets run a cell that starts like a formula; a leading apostrophe keeps it text. The
 * reader may split at `;` (Spanish locales) or `,` whatever the file says, so every part that
 * follows either separator counts as a cell start too: `Pérez;=1+1` became a formula cell.
 */
const FORMULA_AT_A_CELL_START = /(^|[,;])(\s*)([=+\-@\t\r])/g;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(FORMULA_AT_A_CELL_START, "$1$2'$3");
  return `"${text.replace(/"/g, '""')}"`;
}

/** Our own column names: quoted only if one ever holds a separator, a quote or a line break. */
function headerCell(name: string): string {
  return /[",;\r\n]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name;
}

/**
 * RFC 4180 CSV with a header row and CRLF line ends, behind a UTF-8 byte order mark so
 * spreadsheet programs read the accents right. Every data cell is quoted, so that a separator
 * in a person's text never starts a new cell whichever separator the reader picks.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header.map(headerCell).join(','), ...rows.map((r) => r.map(cell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
