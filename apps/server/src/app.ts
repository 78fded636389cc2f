import { calls } from '@academia/contract';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import { z } from 'zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { startNotificationJobs } from './modules/notifications/index';
import { registerModules } from './modules/routes';
import { SESSION_TABLES } from './platform/auth/authenticate';
import { usePasswordHashing } from './platform/auth/passwords';
import { requestForLog } from './platform/auth/redact-secrets';
import {
  type InvalidationListener,
  installNotifyTriggers,
  listenForInvalidations,
} from './platform/cache/invalidation-listener';
import { PublicCache } from './platform/cache/public-cache';
import { registerErrorHandling } from './platform/http/error-handler';
import { API_HELMET_OPTIONS, fixedHeaders, hstsFor } from './platform/http/fixed-headers';
import { InFlight } from './platform/http/in-flight';
import { registerBodyDeadline, registerJsonBodyParser } from './platform/http/json-body';
import { buildOpenApiDocument } from './platform/http/openapi';
import { RequestLog } from './platform/http/request-log';
import { createMailService } from './platform/mail/mail.service';
import { createQueue } from './platform/queue/queue';
import { createStorage } from './platform/storage/storage.service';
import { registerUploadsRoute } from './platform/storage/uploads.route';
import { scriptNonce } from './platform/web/csp-nonce';
import { registerWeb } from './platform/web/web.plugin';

/** How long a shutdown waits for calls whose client already hung up. */
const CALLS_DRAIN_MS = 15_000;

z.config(z.locales.es());

/** JSON bodies are small; files travel as multipart, which has its own limits per kind. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** A database opened (and migrated) by the caller, as tests do; otherwise one is opened. */
  database?: Database;
  /** Start the job queue's workers (mail delivery). Tests that do not send mail leave it off. */
  runWorkers?: boolean;
  /** The time cached entries and sessions expire by; tests move it instead of waiting. */
  clock?: () => number;
}

/** The whole server without `listen`: tests inject requests into it directly. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  usePasswordHashing(config.passwordHashing);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Password links carry their token in the path: it never reaches a log line.
      serializers: { req: requestForLog },
    },
    logController: new RequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node looks for late requests this often (30 s by default): a fraction of the shortest
      // deadline, so that it is kept within a few percent.
      connectionsCheckingInterval: Math.min(1000, Math.floor(config.timeouts.headersMs / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // A URL Fastify cannot even route (bad percent-encoding) still gets the envelope.
    // No hook runs for it, helmet's neither: the answer carries its own protective headers.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply
        .status(400)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .send({
          success: false,
          error: { code: 'bad_request', message: 'La dirección de la petición no es válida.' },
        });
    },
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
    }));
  if (!options.database) await database.migrate();

  const queue = await createQueue(database, config, app.log);
  // On a PostgreSQL server other instances write too: nothing is cached until their NOTIFYs
  // are heard (see decisions/010). PGlite is one process, so its own writes are all there is.
  const cache = new PublicCache({
    maxBytes: config.publicCacheBytes,
    startBypassed: database.connectionString !== undefined,
    clock: options.clock,
  });
  cache.watchTables(SESSION_TABLES);
  const unlistenWrites = database.onWrite((tables) =>
    cache.noteWrite(tables ?? cache.watchedTables()),
  );
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log: app.log,
    queue,
    mail: createMailService({ database, config, queue, log: app.log }),
    storage: createStorage(config),
    cache,
    inFlight: new InFlight(),
  };
  app.decorate('ctx', ctx);
  if (options.runWorkers) {
    await ctx.mail.startWorker();
    await startNotificationJobs(ctx);
  }

  let invalidations: InvalidationListener | undefined;
  app.addHook('onReady', async () => {
    const { connectionString } = database;
    if (!connectionString || config.publicCacheBytes === 0) return;
    await installNotifyTriggers(database, cache.watchedTables());
    invalidations = await listenForInvalidations(connectionString, cache, app.log);
  });

  app.addHook('onClose', async () => {
    if (!(await ctx.inFlight.drained(CALLS_DRAIN_MS))) {
      app.log.warn(`closing: calls still running after ${CALLS_DRAIN_MS / 1000} s`);
    }
    unlistenWrites();
    await invalidations?.close();
    await queue.stop();
    if (!options.database) await database.close();
  });

  // helmet itself, made once: @fastify/helmet builds a new helmet middleware (parsing the whole
  // configuration) on every request, which cost public reads a third of their throughput.
  // Pages: inline scripts (React Router's hydration, Mantine's color scheme) carry this nonce.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonce(res)}'`],
        // Mantine writes style attributes (CSS variables) that no nonce can cover, and a nonce
        // in style-src would turn its 'unsafe-inline' off: styles stay inline-allowed, scripts
        // do not. That is also why helmet's `enableCSPNonces` (script and style) is not used.
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hstsFor(config.publicUrl),
  });
  // The API's headers never depend on the request: set from a copy made once (fixed-headers.ts).
  const apiHeaderValues = fixedHeaders(
    helmet({ ...API_HELMET_OPTIONS, strictTransportSecurity: hstsFor(config.publicUrl) }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
      reply.headers(apiHeaderValues);
      done();
      return;
    }
    pageHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
  });
  await app.register(multipart, {
    limits: { fieldSize: JSON_BODY_LIMIT, fields: 100, files: 20, parts: 150, headerPairs: 100 },
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app, JSON_BODY_LIMIT);
  registerBodyDeadline(app, config.timeouts.bodyMs);
  // The API speaks JSON and multipart only; any other body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  // A keep-alive connection would hold `close()` open until it times out: once closing, each
  // answer (those of requests in flight included) tells the client to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(calls, config.academyName) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerModules(app);
  registerUploadsRoute(app);
  if (config.webBuildDir) await registerWeb(app, config.webBuildDir);

  return app;
}
