import { bajaNotificaciones } from '@academia/contract/notifications/baja-notificaciones';
import type { FastifyInstance } from 'fastify';
import { addressKey, consumeRateLimit } from '../../platform/auth/rate-limit';
import { tooManyRequests } from '../../platform/errors';
import * as service from './notifications.service';

/** A mail client's one-click POST carries `List-Unsubscribe=One-Click` and nothing we need. */
const BODY_LIMIT = 1024;

/**
 * RFC 8058's one-click unsubscribe: the mail client posts `List-Unsubscribe=One-Click` (form or
 * multipart) to the address of the List-Unsubscribe header, with no cookie, no session and no
 * CSRF token; the signed token in the address is the only credential. The API's calls speak
 * JSON, so this one address reads any body as bytes and ignores them, in a scope of its own.
 */
export function registerOneClickUnsubscribe(app: FastifyInstance): void {
  const limit = bajaNotificaciones.rateLimit ?? { max: 30, windowSeconds: 60 };
  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, undefined),
    );
    scope.post<{ Querystring: { token?: unknown } }>(
      `${bajaNotificaciones.path}un-clic/`,
      { bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const { allowed, retryAfterSeconds } = await consumeRateLimit(
          app.ctx.db,
          `call:${bajaNotificaciones.name}:${addressKey(request.ip)}`,
          limit.max,
          limit.windowSeconds,
        );
        if (!allowed) {
          reply.header('retry-after', String(retryAfterSeconds));
          throw tooManyRequests();
        }
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        const parsed = bajaNotificaciones.request.safeParse({ token });
        const result = await service.bajaNotificaciones(
          app.ctx,
          parsed.success ? parsed.data.token : '',
        );
        return reply.send({ success: true, ...result });
      },
    );
  });
}
