import { z } from 'zod';
import { defineCall, zPage, zPaged } from '../core/call';
import { ZEntradaAuditoria, zAccionAuditoria, zEntidadAuditoria } from './audit-schemas';

const zDay = z.iso.date({ error: 'debe ser una fecha AAAA-MM-DD' });
const zOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const ZGetRegistroAuditoriaRequest = z
  .object({
    page: zPage,
    entidad: zOptional(zEntidadAuditoria),
    accion: zOptional(zAccionAuditoria),
    /** Part of the actor's name, without regard to accents or case. */
    actor: zOptional(z.string().trim().max(100)),
    /** Days in UTC, both included. */
    desde: zOptional(zDay),
    hasta: zOptional(zDay),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    path: ['hasta'],
    error: 'La fecha final no puede ser anterior a la inicial.',
  });
export const ZGetRegistroAuditoriaResponse = zPaged(ZEntradaAuditoria);
export type TGetRegistroAuditoriaRequest = z.input<typeof ZGetRegistroAuditoriaRequest>;
export type TGetRegistroAuditoriaResponse = z.infer<typeof ZGetRegistroAuditoriaResponse>;

/** Entries per page of the audit log. */
export const AUDITORIA_PAGE_SIZE = 25;

export const getRegistroAuditoria = defineCall({
  name: 'getRegistroAuditoria',
  method: 'GET',
  access: ['admin'],
  summary:
    'El registro de auditoría: quién creó, cambió o eliminó pagos, calificaciones, certificados, ' +
    'usuarios y cursos, y cuándo. Lo más reciente primero, 25 por página, con filtros.',
  request: ZGetRegistroAuditoriaRequest,
  response: ZGetRegistroAuditoriaResponse,
});
