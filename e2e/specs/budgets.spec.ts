import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';

/**
 * The web budget (issue 8, README "Web budget"): the JavaScript a public page fetches before
 * its load event, gzip-compressed, in KiB. The goal is 120 KiB; React, React DOM and React
 * Router's framework runtime alone are 106 KiB of it, so this ceiling is what the pages weigh
 * today plus a small margin: a change that adds weight to the public pages fails here.
 */
const INITIAL_JS_BUDGET_KB = 160;

/** Route layouts whose screens belong to signed-in people, never to a public page. */
const PRIVATE_LAYOUTS = [
  'app/layouts/student-layout',
  'app/layouts/admin-articles-layout',
  'app/layouts/admin-platform-layout',
];

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

/** What the browser fetched before the load event: each script's path. */
function scriptsBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < loadStart)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  });
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The chunks only signed-in screens import. The page holds the routes it has discovered so
 * far; the whole manifest is the build file it names.
 */
async function privateOnlyChunks(page: Page, request: APIRequestContext): Promise<string[]> {
  const url = await page.evaluate(
    () =>
      (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest.url,
  );
  const text = await (await request.get(url)).text();
  const manifest = JSON.parse(
    text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as Manifest;
  const routes = Object.values(manifest.routes);
  const isPrivate = (route: ManifestRoute | undefined): boolean =>
    route !== undefined &&
    (PRIVATE_LAYOUTS.includes(route.id) ||
      (route.parentId !== undefined && isPrivate(manifest.routes[route.parentId])));
  const files = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const shared = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.filter((r) => !isPrivate(r)).flatMap(files),
  ]);
  return [...new Set(routes.filter(isPrivate).flatMap(files))].filter((f) => !shared.has(f));
}

async function gzipKb(request: APIRequestContext, paths: string[]): Promise<number> {
  let bytes = 0;
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    bytes += gzipSync(await response.body()).length;
  }
  return bytes / 1024;
}

async function apiCall<T>(
  request: APIRequestContext,
  call: string,
  init: { method?: 'GET' | 'POST'; token?: string } = {},
): Promise<T> {
  const response = await request.fetch(`/api/${call}/`, {
    method: init.method ?? 'GET',
    headers: init.token ? { authorization: init.token } : {},
    ...(init.method === 'POST' ? { data: {} } : {}),
  });
  expect(response.status(), call).toBe(200);
  return (await response.json()) as T;
}

/** The six public pages of the budget, with real content of the demo data. */
async function publicPages(request: APIRequestContext): Promise<[string, string][]> {
  const articulos = await apiCall<{ results: { slug: string }[] }>(request, 'getArticulos', {
    method: 'POST',
  });
  const jobs = await apiCall<{ content: { unique_id: string }[] }>(request, 'getJobs');
  const login = await request.post('/api/auth/', {
    data: { username: DEMO_USERS.ana.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const certificados = await apiCall<{ content: { unique_id: string; curso_slug: string }[] }>(
    request,
    'getCertificadosAlumno',
    { token: `token ${token}` },
  );
  const [articulo] = articulos.results;
  const [job] = jobs.content;
  const [certificado] = certificados.content;
  if (!articulo || !job || !certificado) throw new Error('The demo data lacks a public page');
  return [
    ['home', '/'],
    ['blog', '/blog'],
    ['article', `/articulo/${articulo.slug}`],
    ['jobs', '/jobs'],
    ['job', `/job/${job.unique_id}`],
    [
      'certificate',
      `/public/certificado-digital/${certificado.unique_id}/${certificado.curso_slug}`,
    ],
  ];
}

test('public pages load at most the budget of JavaScript, and no signed-in screen code', async ({
  page,
  request,
}) => {
  const pages = await publicPages(request);
  for (const [name, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const scripts = await scriptsBeforeLoad(page);
    expect(scripts.length, name).toBeGreaterThan(0);
    const privateChunks = await privateOnlyChunks(page, request);
    expect(privateChunks.length, 'the manifest lists the signed-in screens').toBeGreaterThan(20);
    expect(
      scripts.filter((s) => privateChunks.includes(s)),
      `${name}: signed-in screen code`,
    ).toEqual([]);
    const kb = await gzipKb(request, scripts);
    test
      .info()
      .annotations.push({ type: 'initial JS', description: `${name} ${kb.toFixed(1)} KiB` });
    expect(kb, `${name} (${path}): initial JS in KiB gzip`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_KB,
    );
  }
});
