import type { CallDefinition, ParsedRequestOf, ResponseOf } from '@academia/contract/core/call';
import { spanishIssuesOf } from '@academia/contract/core/issue-message';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../auth/auth-user';
import { authenticate } from '../auth/authenticate';
import { checkAccess, checkTeaches } from '../auth/guard';
import { addressKey, consumeRateLimit } from '../auth/rate-limit';
import { countStatements } from '../db/statement-counter';
import { badRequest, tooManyRequests } from '../errors';
import { readMultipart, type StoredFile } from '../storage/multipart';
import { textFieldLimits } from '../storage/multipart-limits';

type UserFor<C extends CallDefinition> = C['access'] extends 'anyone' ? AuthUser | null : AuthUser;

export interface CallContext<C extends CallDefinition> {
  app: AppContext;
  input: ParsedRequestOf<C>;
  user: UserFor<C>;
  /** Files of a multipart call, by field name, already streamed to storage. */
  files: Record<string, StoredFile[]>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's address, for rate limits and audit. */
  ip: string;
}

export type CallHandler<C extends CallDefinition> = (ctx: CallContext<C>) => Promise<ResponseOf<C>>;

/** Turns zod's issues into the 400 envelope: one Spanish line and a message per field. */
export function validationError(error: z.ZodError) {
  const fields = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(cuerpo)',
    message: issue.message,
  }));
  const summary = fields
    .slice(0, 3)
    .map((f) => `${f.path}: ${f.message}`)
    .join('; ');
  return badRequest(`Los datos enviados no son válidos. ${summary}`, fields);
}

export interface CallOptions {
  /**
   * A read whose answer depends only on its input and on these tables (their SQL names, from
   * the repository), never on who calls: answers are kept in the cache, as bytes, until a write
   * to one of the tables (decisions/010). A public read or a staff read (administrators or
   * teachers), without `owns`, a rate limit or files.
   */
  cachedFrom?: readonly string[];
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Whether a call's answer can be the same for every caller it admits: a public call, or one for
 * staff (administrators, teachers) that reads no caller's own data. Students' calls are left
 * out: what they read is theirs, even where the contract declares no `owns`.
 */
function sharedByEveryCaller(call: CallDefinition): boolean {
  if (call.owns && call.owns.length > 0) return false;
  // A teacher's answer depends on their groups, so it is never shared.
  if (call.teaches) return false;
  if (call.access === 'anyone') return true;
  return call.access !== 'signed-in' && !call.access.includes('student');
}

/**
 * The path of the first text holding a NUL character, in a key or a value. PostgreSQL's text
 * cannot store one and no person types it, so such input is refused before any schema runs.
 */
export function pathOfNul(value: unknown): string | undefined {
  // A stack, not recursion, and each entry links to its parent instead of copying the path:
  // a frame and a copy per level is what let a deep body hold the event loop for seconds.
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const item = step.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathTo(step) || '(cuerpo)';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Object.entries(item);
    for (const [key] of entries) {
      if (key.includes('\u0000')) return pathTo({ value: undefined, key, parent: step });
    }
    // Pushed last to first, so the first field is looked at first, as the message names it.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      if (typeof child === 'string' || (child !== null && typeof child === 'object')) {
        pending.push({ value: child, key, parent: step });
      }
    }
  }
  return undefined;
}

interface Step {
  value: unknown;
  key: string | undefined;
  parent: Step | undefined;
}

function pathTo(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Binds one contract call to its handler: the route at the contract's path and method, the
 * declared access enforced before anything else runs, the rate limit, the payload parsed by
 * the contract's schema, and the success envelope around the handler's answer.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  const tables = options.cachedFrom;
  if (tables) {
    if (!sharedByEveryCaller(call) || call.rateLimit || call.body === 'multipart') {
      throw new Error(
        `${call.name}: only public or staff reads of shared data, without a rate limit, can be cached`,
      );
    }
    app.ctx.cache.watch(call.path, tables, call.access === 'anyone' ? 'everyone' : 'staff');
  }

  const textLimits =
    call.body === 'multipart'
      ? textFieldLimits(call.request, app.initialConfig.bodyLimit)
      : undefined;

  app.route({
    method: call.method,
    url: call.path,
    handler: tables ? cachedHandler(tables) : uncachedHandler,
  });

  async function uncachedHandler(request: FastifyRequest, reply: FastifyReply) {
    const { result, statements } = await app.ctx.inFlight.run(() =>
      countStatements(() => app.ctx.cache.runWriteScope(() => handleCall(request, reply))),
    );
    if (app.ctx.config.exposeStatementCount) reply.header('x-sql-statements', String(statements));
    return reply.send(result);
  }

  /**
   * A hit skips the handler and the serializer: the key is the call's name and parsed input,
   * the body the bytes sent the first time. A public hit also skips authentication (the answer
   * is the same for everyone). A staff call checks the caller's token and role first, on every
   * request, so a refused caller never reaches the cache; a miss hands that user to the handler
   * instead of looking the token up again.
   */
  function cachedHandler(from: readonly string[]) {
    /** The stored bytes for this input, or the handler's answer, stored for the next caller. */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      caller?: { user: AuthUser | null },
    ): Promise<{ body: Buffer; statements: number }> {
      const { cache } = app.ctx;
      const parsed = call.request.safeParse(rawInput(request));
      const key = parsed.success ? `${call.name} ${JSON.stringify(parsed.data)}` : undefined;
      const hit = key === undefined ? undefined : cache.get(key);
      if (hit?.kind === 'json') return { body: hit.body, statements: 0 };
      const ticket = cache.ticket();
      const counted = await app.ctx.inFlight.run(() =>
        countStatements(() => handleCall(request, reply, caller)),
      );
      const body = Buffer.from(JSON.stringify(counted.result));
      if (key !== undefined) cache.store(key, from, { kind: 'json', body }, ticket);
      return { body, statements: counted.statements };
    }

    return async (request: FastifyRequest, reply: FastifyReply) => {
      let sent: { body: Buffer; statements: number };
      if (call.access === 'anyone') {
        sent = await answer(request, reply);
      } else {
        const authorized = await countStatements(() => authorize(request));
        sent = await answer(request, reply, { user: authorized.result });
        sent.statements += authorized.statements;
      }
      if (app.ctx.config.exposeStatementCount) {
        reply.header('x-sql-statements', String(sent.statements));
      }
      return reply.type(JSON_TYPE).send(sent.body);
    };
  }

  /** The caller behind the request's token, refused (401/403) unless the call admits them. */
  async function authorize(request: FastifyRequest): Promise<AuthUser | null> {
    const user = await authenticate(
      app.ctx,
      request.headers.authorization,
      call.access !== 'anyone',
    );
    checkAccess(call.access, user);
    return user;
  }

  function rawInput(request: FastifyRequest): unknown {
    return call.body === 'query' ? request.query : (request.body ?? {});
  }

  /** `caller`: the user a cached staff call already authorized for this request. */
  async function handleCall(
    request: FastifyRequest,
    reply: FastifyReply,
    caller?: { user: AuthUser | null },
  ): Promise<object> {
    const ctx = app.ctx;
    const user = caller ? caller.user : await authorize(request);

    if (call.rateLimit) {
      const { allowed, retryAfterSeconds } = await consumeRateLimit(
        ctx.db,
        `call:${call.name}:${addressKey(request.ip)}`,
        call.rateLimit.max,
        call.rateLimit.windowSeconds,
      );
      if (!allowed) {
        reply.header('retry-after', String(retryAfterSeconds));
        throw tooManyRequests();
      }
    }

    let raw: unknown;
    let files: Record<string, StoredFile[]> = {};
    if (textLimits) {
      const parsed = await readMultipart(request, call.files ?? {}, ctx.storage, textLimits);
      raw = parsed.fields;
      files = parsed.files;
    } else {
      raw = rawInput(request);
    }

    try {
      const nul = pathOfNul(raw);
      if (nul !== undefined) {
        const message = 'Contiene un carácter no permitido (NUL).';
        throw badRequest(`Los datos enviados no son válidos. ${nul}: ${message}`, [
          { path: nul, message },
        ]);
      }
      // The same sentences the web forms show before sending.
      const parsed = call.request.safeParse(raw, spanishIssuesOf(raw));
      if (!parsed.success) throw validationError(parsed.error);
      await checkTeaches(
        call,
        user,
        parsed.data,
        app.hasDecorator('teacherScope') ? app.teacherScope : undefined,
      );
      const result = await handler({
        app: ctx,
        input: parsed.data as ParsedRequestOf<C>,
        user: user as UserFor<C>,
        files,
        request,
        reply,
        ip: request.ip,
      });
      if (ctx.config.checkResponses) call.response.parse(result);
      return { success: true, ...(result as object) };
    } catch (err) {
      await ctx.storage.discard(Object.values(files).flat());
      throw err;
    }
  }
}
