import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo-users';

/**
 * The web budget (issue 8, docs/performance.md): the JavaScript a public page fetches before
 * its load event, as it came over the wire (the build's brotli files), at most 120 KB read at its
 * strictest: 120 000 bytes. React, React DOM and React Router alone are 93 000 of them, so a
 * change that adds weight to the public pages soon fails here.
 */
const INITIAL_JS_BUDGET_BYTES = 120_000;

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

interface Script {
  path: string;
  /** The body's bytes as received, before the browser decompressed it. */
  encodedBytes: number;
  /** What the body became once decompressed: more than `encodedBytes` when it came compressed. */
  decodedBytes: number;
}

/** What the browser fetched before the load event: each script's path and sizes. */
function scriptsBeforeLoad(page: Page): Promise<Script[]> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < loadStart)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        encodedBytes: entry.encodedBodySize,
        decodedBytes: entry.decodedBodySize,
      }))
      .filter((script) => script.path.endsWith('.js'));
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

/** The public pages of the budget, with real content of the demo data. */
async function publicPages(request: APIRequestContext): Promise<[string, string][]> {
  const articulos = await apiCall<{ results: { slug: string }[] }>(request, 'getArticulos', {
    method: 'POST',
  });
  const jobs = await apiCall<{ content: { unique_id: string }[] }>(request, 'getJobs');
  const catalogo = await apiCall<{ results: { slug: string }[] }>(request, 'getCatalogoCursos');
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
  const [curso] = catalogo.results;
  if (!articulo || !job || !certificado || !curso) {
    throw new Error('The demo data lacks a public page');
  }
  return [
    ['home', '/'],
    ['catalogue', '/cursos'],
    ['course', `/curso/${curso.slug}`],
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
  browser,
  baseURL,
  request,
}) => {
  // Eight pages, each in a new browser context with an empty cache: more than the default 30 s
  // on a busy machine.
  test.setTimeout(120_000);
  const pages = await publicPages(request);
  for (const [name, path] of pages) {
    // A new context for each page: an empty cache, so every script is fetched and timed.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const scripts = await scriptsBeforeLoad(page);
    expect(scripts.length, name).toBeGreaterThan(0);
    const privateChunks = await privateOnlyChunks(page, request);
    expect(privateChunks.length, 'the manifest lists the signed-in screens').toBeGreaterThan(20);
    expect(
      scripts.filter((s) => privateChunks.includes(s.path)).map((s) => s.path),
      `${name}: signed-in screen code`,
    ).toEqual([]);
    const encoded = scripts.reduce((sum, s) => sum + s.encodedBytes, 0);
    const decoded = scripts.reduce((sum, s) => sum + s.decodedBytes, 0);
    expect(encoded, `${name}: the scripts came compressed`).toBeLessThan(decoded / 3);
    test.info().annotations.push({ type: 'initial JS', description: `${name} ${encoded} bytes` });
    expect(encoded, `${name} (${path}): initial JS in bytes, compressed`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_BYTES,
    );
    await context.close();
  }
});
