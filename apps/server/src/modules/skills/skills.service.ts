import {
  BRECHA_POR_PAGINA,
  BRECHA_SIN_CURSO_LIMITE,
} from '@academia/contract/skills/get-brecha-competencias';
import { SUGERENCIAS_POR_PAGINA } from '@academia/contract/skills/get-sugerencias-terminos';
import {
  COMPETENCIAS_BUSQUEDA_LIMITE,
  COMPETENCIAS_POR_PAGINA,
  type TDemandaMercado,
} from '@academia/contract/skills/shapes';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import {
  aplicados,
  COMPETENCIA_INEXISTENTE_EN_LISTA,
  COMPETENCIA_NO_ENCONTRADA,
  choque,
  NOMBRE_REPETIDO,
  TERMINO_NO_ENCONTRADO,
} from './messages';
import * as repo from './skills.repository';

const unique = <T>(work: () => Promise<T>) => refusing({ duplicate: NOMBRE_REPETIDO }, work);

/** Refuses a name or term a skill or a term already holds (accents, case and spaces aside). */
async function refuseClash(tx: Tx, text: string, exceptSkill?: number) {
  const clash = await repo.findClash(tx, text, exceptSkill);
  if (clash) throw conflict(choque(text, clash));
}

export function list(ctx: AppContext, input: { search?: string | undefined; page: number }) {
  const size = COMPETENCIAS_POR_PAGINA;
  return repo.listPage(ctx.db, input.search || undefined, size, (input.page - 1) * size);
}

export const search = (ctx: AppContext, text: string) =>
  repo.search(ctx.db, text, COMPETENCIAS_BUSQUEDA_LIMITE);

export function add(ctx: AppContext, actor: AuthUser, nombre: string) {
  return unique(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await repo.lockNames(tx);
      await refuseClash(tx, nombre);
      const row = await repo.insertSkill(tx, nombre);
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, actor, {
        accion: 'crear',
        entidad: 'competencias',
        entidad_id: row.id,
        detalles: { nombre },
      });
      return row;
    }),
  );
}

export function rename(ctx: AppContext, actor: AuthUser, id: number, nombre: string) {
  return unique(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await repo.lockNames(tx);
      const [before] = await repo.lockSkills(tx, [id]);
      if (!before) throw notFound(COMPETENCIA_NO_ENCONTRADA);
      await refuseClash(tx, nombre, id);
      const row = await repo.renameSkill(tx, id, nombre);
      if (!row) throw notFound(COMPETENCIA_NO_ENCONTRADA);
      await recordAudit(tx, actor, {
        accion: 'actualizar',
        entidad: 'competencias',
        entidad_id: id,
        detalles: { nombre_anterior: before.nombre, nombre },
      });
      return row;
    }),
  );
}

/**
 * Merges `origen` into `destino` in one transaction. Both skills are locked first, so of two
 * merges that meet on a skill the second waits and then finds the merged one gone (404).
 */
export function merge(ctx: AppContext, actor: AuthUser, origen: number, destino: number) {
  return unique(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await repo.lockNames(tx);
      const locked = await repo.lockSkills(tx, [origen, destino]);
      const from = locked.find((s) => s.id === origen);
      const into = locked.find((s) => s.id === destino);
      if (!from || !into) throw notFound(COMPETENCIA_NO_ENCONTRADA);
      const movidos = await repo.merge(tx, from, destino);
      await recordAudit(tx, actor, {
        accion: 'fusionar',
        entidad: 'competencias',
        entidad_id: destino,
        detalles: { origen, origen_nombre: from.nombre, nombre: into.nombre, ...movidos },
      });
      return into;
    }),
  );
}

export function addTerm(ctx: AppContext, actor: AuthUser, competencia: number, termino: string) {
  return unique(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await repo.lockNames(tx);
      const [skill] = await repo.lockSkills(tx, [competencia]);
      if (!skill) throw notFound(COMPETENCIA_NO_ENCONTRADA);
      await refuseClash(tx, termino);
      const row = await repo.insertTerm(tx, competencia, termino);
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, actor, {
        accion: 'crear',
        entidad: 'competencia_terminos',
        entidad_id: row.id,
        detalles: { termino, competencia, nombre: skill.nombre },
      });
      return row;
    }),
  );
}

export function removeTerm(ctx: AppContext, actor: AuthUser, id: number) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.deleteTerm(tx, id);
    if (!row) throw notFound(TERMINO_NO_ENCONTRADO);
    await recordAudit(tx, actor, {
      accion: 'eliminar',
      entidad: 'competencia_terminos',
      entidad_id: id,
      detalles: { termino: row.termino, competencia: row.competencia },
    });
    return { id };
  });
}

export function suggestions(ctx: AppContext, page: number) {
  const size = SUGERENCIAS_POR_PAGINA;
  return repo.suggestions(ctx.db, size, (page - 1) * size);
}

/** Re-applies the mapping to every analysed vacancy, after the skills or terms changed. */
export function reapply(ctx: AppContext, actor: AuthUser) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const vacantes = await repo.mapVacancies(tx);
    await recordAudit(tx, actor, {
      accion: 'asignar',
      entidad: 'vacante_competencias',
      entidad_id: 'todas',
      detalles: { vacantes },
    });
    return { vacantes, mensaje: aplicados(vacantes) };
  });
}

export function gap(ctx: AppContext, page: number) {
  const size = BRECHA_POR_PAGINA;
  return repo.gap(ctx.db, size, (page - 1) * size, BRECHA_SIN_CURSO_LIMITE);
}

/**
 * Makes `ids` the skills of a course or an internal vacancy, inside the caller's transaction.
 * An id that is not a skill is a 400; one deleted meanwhile, refused by its foreign key, too.
 * Answers the names, for the caller's audit entry.
 */
export async function setSkills(tx: Tx, owner: 'curso' | 'job', id: number, ids: number[]) {
  if ((await repo.countExisting(tx, ids)) !== ids.length) {
    throw badRequest(COMPETENCIA_INEXISTENTE_EN_LISTA, [
      { path: 'competencias', message: COMPETENCIA_INEXISTENTE_EN_LISTA },
    ]);
  }
  await refusing({ referenced: COMPETENCIA_INEXISTENTE_EN_LISTA }, () =>
    repo.setSkillsOf(tx, owner, id, ids),
  );
}

export const skillsOf = (ctx: AppContext | { db: Tx }, owner: 'curso' | 'job', id: number) =>
  repo.skillsOf(ctx.db, owner, id);

/** Market demand of each course in `ids`, keyed by course (courses without demand are absent). */
export async function demandByCourse(ctx: { db: AppContext['db'] }, ids: number[]) {
  const rows = await repo.demandOf(ctx.db, ids);
  const byCourse = new Map<number, TDemandaMercado>();
  for (const row of rows) {
    const entry = byCourse.get(row.curso) ?? { vacantes: 0, sueldos: [] };
    entry.vacantes += row.vacantes;
    if (row.mediana !== null) {
      entry.sueldos.push({ moneda: row.moneda, mediana: row.mediana, vacantes: row.con_sueldo });
    }
    byCourse.set(row.curso, entry);
  }
  return byCourse;
}

/** 'Demanda en el mercado' of one course, zero when nothing asks for its skills. */
export const NO_DEMAND: TDemandaMercado = { vacantes: 0, sueldos: [] };
