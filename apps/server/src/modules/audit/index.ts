// What other modules may use of the audit log: recording entries (alone or inside their own
// statements) and the route registration.
export type { AuditInsert } from './audit.repository';
export { registerAuditRoutes } from './audit.routes';
export {
  auditRow,
  auditRowOfUnknownEntity,
  recordAudit,
  recordAuditEvent,
  recordAuditOnce,
} from './record-audit';
