import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors';
import { isSafeRelativePath } from './safe-path';

const PREFIX = '/uploads/';

/** Shown by the browser itself; everything else is downloaded, never rendered. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/pdf',
]);

/** Nothing uploaded may run: no scripts, no plugins, an opaque origin. */
const SANDBOXED = "default-src 'none'; sandbox";
/**
 * Chromium's PDF viewer refuses to start in a sandboxed document and needs inline styles
 * (crbug.com/413851, crbug.com/343754409); PDFs still load nothing and run no page script.
 */
export const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Stored names are random (`<32 hex>.<ext>`), so their content never changes. */
const RANDOM_NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;
const FOREVER = 'public, max-age=31536000, immutable';
/** Files the server writes under fixed names (a recognition PDF) can be replaced. */
const REVALIDATE = 'public, no-cache';

/** The stored path a request asks for, decoded; undefined when it cannot be read. */
function requestedPath(url: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(PREFIX)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return undefined;
  }
}

function setFileHeaders(reply: FastifyReply, filePath: string): void {
  const type = String(reply.getHeader('content-type') ?? '').split(';', 1)[0] ?? '';
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', type === 'application/pdf' ? PDF_POLICY : SANDBOXED);
  if (!INLINE_TYPES.has(type)) reply.header('content-disposition', 'attachment');
  reply.header('cache-control', RANDOM_NAME.test(name) ? FOREVER : REVALIDATE);
}

/**
 * Serves the public storage area under `/uploads/` (GET and HEAD, Range requests answered
 * with 206 or 416). Only paths the storage could have written are looked up: traversal,
 * encoded dots, backslashes, hidden files and folders all get the envelope's 404. The
 * private area lies outside this root and is never reachable from here. A course's lesson
 * files are served only through an address signed for a viewer (`signed-files.ts`).
 */
export function registerUploadsRoute(app: FastifyInstance): void {
  const missing = () => notFound('El archivo no existe.');
  /** Seconds a signed address has left, for the requests that came with one. */
  const signedFor = new WeakMap<FastifyRequest, number>();

  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        const wanted = requestedPath(request.url);
        if (wanted === undefined || !isSafeRelativePath(wanted)) throw missing();
        // A lesson file without a valid signature is as good as absent: its old public
        // address, another path's signature or an expired one tell nothing about it.
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        const left = app.ctx.storage.signer.secondsLeft(wanted, query);
        if (left === undefined) throw missing();
        if (Number.isFinite(left)) signedFor.set(request, left);
      });

      scope.addHook('onSend', async (request, reply) => {
        // A refusal (404, 416) is not the file, and is no more allowed to run anything.
        if (reply.statusCode >= 400) reply.header('content-security-policy', SANDBOXED);
        // Only the viewer's own browser may keep a paid lesson's file, and not past its address.
        const left = signedFor.get(request);
        if (left !== undefined && reply.statusCode < 400) {
          reply.header('cache-control', `private, max-age=${left}`);
        }
      });

      scope.setNotFoundHandler(async () => {
        throw missing();
      });

      scope.setErrorHandler(
        (error: FastifyError & { headers?: Record<string, string> }, request, reply) => {
          if (error.statusCode === 416) {
            const range = error.headers?.['Content-Range'];
            if (range) reply.header('content-range', range);
            return app.errorHandler(
              new AppError(416, 'bad_request', 'El rango pedido está fuera del archivo.'),
              request,
              reply,
            );
          }
          // @fastify/static's own path refusals: to a client they are simply missing files.
          const refused = error.statusCode === 403 || error.code === 'FST_STATIC_FORBIDDEN_PATH';
          return app.errorHandler(refused ? missing() : error, request, reply);
        },
      );

      await scope.register(fastifyStatic, {
        root: app.ctx.storage.root('public'),
        prefix: '/',
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'deny',
        acceptRanges: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        allowedPath: (pathName) => isSafeRelativePath(pathName.replace(/^\//, '')),
        setHeaders: setFileHeaders,
      });
    },
    { prefix: PREFIX.slice(0, -1) },
  );
}
