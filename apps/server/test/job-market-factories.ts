import type { AppContext } from '../src/app-context';
import { vacantes_analizadas } from '../src/db/schema/index';

type NewVacancy = typeof vacantes_analizadas.$inferInsert;

/** Analysed vacancies with plain defaults (Mexico City, MXN, on-site) for what a test omits. */
export async function insertVacancies(ctx: AppContext, rows: Partial<NewVacancy>[]) {
  await ctx.db.insert(vacantes_analizadas).values(
    rows.map((r, i) => ({
      puesto: `Puesto ${i + 1}`,
      empresa: 'Empresa de prueba',
      sueldoMinimo: '20000.00',
      moneda: 'MXN',
      ciudadActual: 'Ciudad de México',
      modalidadActual: 'Presencial',
      ultima_actualizacion: '2026-01-15',
      ...r,
    })),
  );
}
