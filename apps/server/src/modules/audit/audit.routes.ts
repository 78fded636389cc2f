import { getRegistroAuditoria } from '@academia/contract/audit/get-registro-auditoria';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './audit.service';

export function registerAuditRoutes(app: FastifyInstance): void {
  registerCall(app, getRegistroAuditoria, ({ app: ctx, input }) => service.auditLog(ctx, input));
}
