import type { getRegistroAuditoria } from '@academia/contract/audit/get-registro-auditoria';
import { AUDITORIA_PAGE_SIZE } from '@academia/contract/audit/get-registro-auditoria';
import type { ParsedRequestOf } from '@academia/contract/core/call';
import type { AppContext } from '../../app-context';
import * as repo from './audit.repository';

export async function auditLog(ctx: AppContext, q: ParsedRequestOf<typeof getRegistroAuditoria>) {
  const { rows, count } = await repo.pageEntries(
    ctx.db,
    q,
    AUDITORIA_PAGE_SIZE,
    (q.page - 1) * AUDITORIA_PAGE_SIZE,
  );
  return {
    results: rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() })),
    count,
  };
}
