import { health } from '@academia/contract/health/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';

export function registerHealthRoutes(app: FastifyInstance): void {
  registerCall(app, health, async ({ app: ctx }) => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch (err) {
      ctx.log.error({ err }, 'health: database did not answer');
      throw new AppError(503, 'unavailable', 'La base de datos no responde.');
    }
    return { content: { status: 'ok', database: 'ok' } } as const;
  });
}
