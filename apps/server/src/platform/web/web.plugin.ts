import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { CachedAnswer } from '../cache/public-cache';
import { scriptNonce } from './csp-nonce';

/**
 * What every loader of the web app receives (the web app declares the same shape as React
 * Router's AppLoadContext in apps/web/src/lib/load-context.server.ts).
 */
export interface WebLoadContext {
  academyName: string;
  publicUrl: string;
  contactPhone: string | undefined;
  contactEmail: string;
  /** This answer's script nonce (its Content-Security-Policy header names it): inline scripts carry it. */
  cspNonce: string;
  /** Calls the API in this process (no socket), so server-rendered pages load their data. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
}

export type WebRequestHandler = (request: Request, context: WebLoadContext) => Promise<Response>;

/** Vite names build output by content hash: those files never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const NO_BODY_STATUS = new Set([101, 204, 205, 304]);

function isApiOrUploads(url: string): boolean {
  return /^\/(api|uploads)(\/|$|\?)/.test(url);
}

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, headers: headersOf(request.headers), signal });
}

async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/** What a page's loaders read: a page made only of cached calls' answers can be cached too. */
interface PageReads {
  tables: Set<string>;
  cacheable: boolean;
}

/** `fetchApi` of the load context: the API answers through `inject`, as if over HTTP. */
function injectApi(app: FastifyInstance, from: FastifyRequest, reads: PageReads) {
  return async (apiPath: string, init: RequestInit = {}): Promise<Response> => {
    if (!apiPath.startsWith('/api/')) {
      throw new Error(`fetchApi solo llama a la API (/api/...), no a ${apiPath}`);
    }
    const tables = app.ctx.cache.tablesOfCall(apiPath);
    if (tables) for (const table of tables) reads.tables.add(table);
    else reads.cacheable = false;
    const request = new Request(new URL(apiPath, 'http://localhost'), init);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: apiPath,
      headers: Object.fromEntries(request.headers),
      payload,
      remoteAddress: from.ip,
    });
    if (answer.statusCode !== 200) reads.cacheable = false;
    const body = NO_BODY_STATUS.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: headersOf(answer.headers) });
  };
}

/** A cached page, sent with this answer's nonce where the first answer had its own. */
function sendCachedPage(reply: FastifyReply, page: CachedAnswer & { kind: 'page' }, nonce: string) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.html.replaceAll(page.nonce, nonce));
}

/**
 * Renders the page, and keeps it when it may be answered again to anyone: a 200 to a GET that
 * sets no cookie, whose loaders read only cached calls (and all of them answered 200).
 */
async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  handle: WebRequestHandler,
  context: Omit<WebLoadContext, 'fetchApi'>,
): Promise<FastifyReply> {
  const { cache } = app.ctx;
  const key = `page ${request.url}`;
  if (request.method === 'GET') {
    const hit = cache.get(key);
    if (hit?.kind === 'page') return sendCachedPage(reply, hit, context.cspNonce);
  }
  const ticket = cache.ticket();
  const reads: PageReads = { tables: new Set(), cacheable: request.method === 'GET' };
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const response = await handle(toFetchRequest(request, controller.signal), {
    ...context,
    fetchApi: injectApi(app, request, reads),
  });
  if (!reads.cacheable || response.status !== 200 || response.headers.has('set-cookie')) {
    return sendFetchResponse(request, reply, response);
  }
  const page = {
    kind: 'page' as const,
    html: await response.text(),
    nonce: context.cspNonce,
    status: response.status,
    headers: [...response.headers],
  };
  cache.store(key, [...reads.tables], page, ticket);
  return sendCachedPage(reply, page, context.cspNonce);
}

/**
 * Serves the built web app: files of `clientDir` as they are, and every other GET (HEAD too)
 * outside /api and /uploads rendered by `handle` (React Router), whose 404 page answers
 * unknown paths. Separate from loading the build so tests can pass their own handler.
 */
export async function registerWebRoutes(
  app: FastifyInstance,
  clientDir: string,
  handle: WebRequestHandler,
): Promise<void> {
  // A context of its own: pages and build files are compressed (a public page's HTML, CSS and
  // JavaScript shrink to about a fifth), the API's answers and the uploads are not touched.
  await app.register(async (web) => {
    await web.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    await serveWeb(web, clientDir, handle);
  });
}

async function serveWeb(
  app: FastifyInstance,
  clientDir: string,
  handle: WebRequestHandler,
): Promise<void> {
  const { config } = app.ctx;
  const assetsDir = `${path.join(clientDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // One route per built file, found at start; every other path falls to the renderer.
    wildcard: false,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    // The build writes a `.br` and a `.gz` beside each text file (apps/web/build-tools): they
    // go out as they are, so the compression registered above never runs for build files.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : SHORT);
    },
  });

  app.get('/*', async (request, reply) => {
    if (isApiOrUploads(request.url)) return reply.callNotFound();
    return renderPage(app, request, reply, handle, {
      academyName: config.academyName,
      publicUrl: config.publicUrl,
      contactPhone: config.contactPhone,
      contactEmail: config.contactEmail,
      cspNonce: scriptNonce(reply.raw),
    });
  });
}

/**
 * Mounts the web app built by `react-router build` in `buildDir`. The server bundle is
 * imported at run time, so the API's own bundle never contains web code.
 */
export async function registerWeb(app: FastifyInstance, buildDir: string): Promise<void> {
  const entry = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  const build = (await import(entry)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');
  await registerWebRoutes(app, path.join(buildDir, 'client'), (request, context) =>
    // React Router's AppLoadContext is declared by the web app; this object is that shape.
    handleRequest(request, context as unknown as Parameters<typeof handleRequest>[1]),
  );
}
