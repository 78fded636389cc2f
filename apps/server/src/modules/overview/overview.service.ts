import type { TGetResumenAdminResponse } from '@academia/contract/overview/get-resumen-admin';
import type { AppContext } from '../../app-context';
import * as repo from './overview.repository';

/** The administrator's overview: two statements whatever the size of the academy. */
export async function resumen(ctx: AppContext): Promise<TGetResumenAdminResponse> {
  const [meses, figures] = await Promise.all([repo.months(ctx.db), repo.figures(ctx.db)]);
  const current = meses[meses.length - 1];
  if (!current) throw new Error('overview: no months');
  return {
    mes: current.mes,
    inscripciones_mes: current.inscripciones,
    ingresos_mes: current.ingresos,
    meses,
    ...figures,
  };
}
