import { getDatosAlumnoCursoGrupo } from '@academia/contract/groups/get-datos-alumno-curso-grupo';
import { getAlumnoGrupos } from '@academia/contract/payments/get-alumno-grupos';
import { getMisPagos } from '@academia/contract/payments/get-mis-pagos';
import { getPagosAlumnoCurso } from '@academia/contract/payments/get-pagos-alumno-curso';
import { callKeyOf } from '~/lib/query-keys';

/**
 * The reads of one member's money that a payment and a sale price both change: that group's
 * payments and balance, the student's groups with their balances, and the student's own page.
 * The screens key those reads by numeric ids, so the ids are compared as numbers.
 */
export function memberMoneyKeys(input: { alumno: number | string; grupo: number | string }) {
  const alumno = Number(input.alumno);
  const grupo = Number(input.grupo);
  return [
    callKeyOf(getPagosAlumnoCurso, { alumno, grupo }),
    callKeyOf(getDatosAlumnoCursoGrupo, { alumno, grupo }),
    callKeyOf(getAlumnoGrupos, { alumno }),
    getMisPagos,
  ] as const;
}
