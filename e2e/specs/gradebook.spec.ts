import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_USERS } from '../support/demo-users';
import { logIn } from '../support/login';

/** The demo's Python course: Ana and Luis in its Saturday group (other specs add students there), none in the older one. */
const PYTHON = 'Ciencia de datos con Python';
const SABATINO = 'Ciencia de datos — Sabatino';
const ANTERIOR = 'Ciencia de datos — Generación anterior';

/** A CSV line of the server's (every cell quoted, RFC 4180) as its cells. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)) {
    cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
  }
  return cells;
}

/** The table's body rows as the text of each cell. */
async function screenRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: `Calificaciones de ${PYTHON}` });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()),
      ),
    );
}

test.describe('gradebook', () => {
  test('an administrator opens it from the course list, filters, sorts and exports what the screen shows', async ({
    page,
  }) => {
    // Many steps on a busy 2-core machine: the default 30 s is too tight.
    test.setTimeout(120_000);
    await logIn(page, DEMO_USERS.admin);
    await page.goto('/admin/plataforma/cursos');
    await page.getByRole('link', { name: `Calificaciones de ${PYTHON}` }).click();
    // The screen's code loads on first use: a busy machine needs more than 10 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Calificaciones' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(PYTHON, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: `Calificaciones de ${PYTHON}` });
    await expect(table.getByRole('row', { name: /Luis Pérez/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Ana García/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'el libro de calificaciones');

    // A group with nobody in it, then the Saturday group.
    const grupo = page.getByRole('combobox', { name: 'Grupo' });
    await grupo.click();
    await page.getByRole('option', { name: ANTERIOR }).click();
    await expect(page.getByText('Ningún alumno coincide con el filtro.')).toBeVisible();
    await grupo.click();
    await page.getByRole('option', { name: SABATINO }).click();
    await expect(table.getByRole('row', { name: /Luis Pérez/ })).toBeVisible();

    // Search without accents.
    const search = page.getByRole('textbox', { name: 'Buscar alumno' });
    await search.fill('perez');
    await expect(table.getByRole('row', { name: /Ana García/ })).toBeHidden();
    await expect(table.getByRole('row', { name: /Luis Pérez/ })).toBeVisible();
    await search.fill('');
    await expect(table.getByRole('row', { name: /Ana García/ })).toBeVisible();

    // Sorted by the server: progress, descending on the second click.
    const avance = page.getByRole('columnheader', { name: /Avance/ });
    await avance.getByRole('button').click();
    await expect(avance).toHaveAttribute('aria-sort', 'ascending');
    // Other specs enrol students of their own in this group: only Luis before Ana is certain.
    await expect
      .poll(async () => {
        const names = (await screenRows(page)).map((r) => r[0] ?? '');
        const luis = names.findIndex((n) => n.includes('Luis Pérez'));
        const ana = names.findIndex((n) => n.includes('Ana García'));
        return luis >= 0 && ana > luis;
      })
      .toBe(true);
    await avance.getByRole('button').click();
    await expect(avance).toHaveAttribute('aria-sort', 'descending');
    // Ana finished the demo course, Luis a third of it.
    await expect(table.locator('tbody tr').first()).toContainText('Ana García');
    const shown = await screenRows(page);
    expect(shown.some((r) => r[0]?.includes('Luis Pérez'))).toBe(true);
    const progress = shown.map((r) => Number.parseInt(r[2] ?? '', 10));
    expect(progress).toEqual([...progress].sort((a, b) => b - a));

    // The export of the group: the same columns and the same texts as the screen.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^calificaciones-.+-grupo-\d+\.csv$/);
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const headers = await table
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
    expect(cellsOf(lines[0] ?? '')).toEqual(headers);
    const fromFile = lines.slice(1).map(cellsOf);
    const byName = (a: string[], b: string[]) => (a[0] ?? '').localeCompare(b[0] ?? '');
    expect([...fromFile].sort(byName)).toEqual([...shown].sort(byName));
  });
});
