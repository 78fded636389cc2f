import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts a page must not have: WCAG failures that block or seriously hinder a person. */
const BLOCKING = new Set(['serious', 'critical']);

/** A violation in one line per element, so a failure says what to fix and where. */
function describe(v: Result): string {
  const where = v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
    .join('\n');
  return `${v.id} (${v.impact}): ${v.help}\n${where}`;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and fails on any serious or
 * critical violation. The script is evaluated through the DevTools protocol, which the pages'
 * Content-Security-Policy does not apply to, so no policy is loosened for the test.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking.map(describe), `axe en ${what}`).toEqual([]);
}
