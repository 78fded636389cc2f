import { PEOPLE_SEARCH_COUNT_CAP } from '@academia/contract/people/people-schemas';
import { and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumno_curso,
  certificados,
  cursos,
  grupo_alumnos,
  grupos,
  ultima_actividad,
  users,
} from '../../db/schema/index';
import { completionSql } from '../certificates/index';
import { accesoHastaSql } from '../learning/index';
import { matchesSearch, matchesSearchWalking, trigramsNarrow } from './people-search';

export type UserRow = typeof users.$inferSelect;

/** The tables a people list is read from: its cached answers go when one of them is written. */
export const PEOPLE_LIST_TABLES = [getTableName(users)];

/** The columns every people list answers (ZPersona). */
export const personaColumns = {
  id: users.id,
  unique_id: users.unique_id,
  first_name: users.first_name,
  last_name: users.last_name,
  apellido_materno: users.apellido_materno,
  email: users.email,
  celular: users.celular,
  empleo_actual: users.empleo_actual,
  empresa: users.empresa,
  imagen: users.imagen,
  is_active: users.is_active,
  fecha_inscripcion: users.fecha_inscripcion,
};
export type PersonaRow = Pick<
  UserRow,
  | 'id'
  | 'unique_id'
  | 'first_name'
  | 'last_name'
  | 'apellido_materno'
  | 'email'
  | 'celular'
  | 'empleo_actual'
  | 'empresa'
  | 'imagen'
  | 'is_active'
  | 'fecha_inscripcion'
>;

/** Who a people list holds: students (tipo 1), teachers (2) or administrators (0 with is_staff). */
export function ofTipo(tipo: number) {
  return tipo === 0 ? and(eq(users.tipo, 0), eq(users.is_staff, true)) : eq(users.tipo, tipo);
}

export interface PeopleFilter {
  tipo: number;
  isActive: boolean;
  search: string;
}

function filterOf(f: PeopleFilter) {
  return and(ofTipo(f.tipo), eq(users.is_active, f.isActive), matchesSearch(f.search));
}

export interface PeoplePage {
  rows: PersonaRow[];
  /** Every match, or `PEOPLE_SEARCH_COUNT_CAP` when `exact` is false: more match. */
  count: number;
  exact: boolean;
}

/**
 * One page of people and their total, ordered by surname, name and id.
 *
 * Without a search, the page walks `users_list_order_idx` and the count is index-only; the two
 * run side by side.
 *
 * With a search, two statements one after the other, each bounded whatever the term (decision
 * 034). The first finds the matches' ids, up to `PEOPLE_SEARCH_COUNT_CAP` + 1 and no further:
 * through the trigram index, or, when every word is too short for trigrams (the index would
 * read itself whole), along `users_list_order_idx`, which carries `busqueda`. At most the cap:
 * the page reads and sorts those few rows by their ids, without searching again. Past it, the
 * term is frequent, so the page walks `users_list_order_idx` in the list's order, testing each
 * entry's `busqueda` inside the index, and meets its rows early; the walk costs at most one
 * pass over the list's index, whatever the page.
 */
export async function pagePeople(
  db: Db,
  f: PeopleFilter,
  limit: number,
  offset: number,
): Promise<PeoplePage> {
  const order = [asc(users.last_name), asc(users.first_name), asc(users.id)];
  const ofList = and(ofTipo(f.tipo), eq(users.is_active, f.isActive));
  if (matchesSearch(f.search) === undefined) {
    const [rows, [total]] = await Promise.all([
      db
        .select(personaColumns)
        .from(users)
        .where(ofList)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(users).where(ofList),
    ]);
    return { rows, count: Number(total?.n ?? 0), exact: true };
  }
  const where = and(
    ofList,
    trigramsNarrow(f.search) ? matchesSearch(f.search) : matchesSearchWalking(f.search),
  );
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .limit(PEOPLE_SEARCH_COUNT_CAP + 1);
  const exact = found.length <= PEOPLE_SEARCH_COUNT_CAP;
  const count = exact ? found.length : PEOPLE_SEARCH_COUNT_CAP;
  if (exact) {
    const rows = await db
      .select(personaColumns)
      .from(users)
      .where(sql`${users.id} = any(${sql.param(found.map((r) => r.id))}::int[])`)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return { rows, count, exact };
  }
  const walked = db
    .select({ id: users.id })
    .from(users)
    .where(and(ofList, matchesSearchWalking(f.search)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .select(personaColumns)
    .from(users)
    .where(inArray(users.id, walked))
    .orderBy(...order);
  return { rows, count, exact };
}

/** Every person of a filter, for an export; at most `cap` rows. */
export async function listPeople(db: Db, f: PeopleFilter, cap: number): Promise<PersonaRow[]> {
  return db
    .select(personaColumns)
    .from(users)
    .where(filterOf(f))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
    .limit(cap);
}

export async function findPerson(
  db: Db,
  id: number,
  tipo: number,
): Promise<PersonaRow | undefined> {
  const [row] = await db
    .select(personaColumns)
    .from(users)
    .where(and(eq(users.id, id), ofTipo(tipo)))
    .limit(1);
  return row;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Locks the user's row until the transaction ends (concurrent edits wait for each other). */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function emailTakenByOther(db: Db, email: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`${users.id} <> ${id}`))
    .limit(1);
  return row !== undefined;
}

export async function insertPerson(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<PersonaRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning(personaColumns);
  return row;
}

export async function updatePerson(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<PersonaRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning(personaColumns);
  return row;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Suggestions for the typeahead: active students, at most `limit`. */
export async function suggestStudents(db: Db, search: string, limit: number) {
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      apellido_materno: users.apellido_materno,
      email: users.email,
    })
    .from(users)
    .where(and(ofTipo(1), eq(users.is_active, true), matchesSearch(search)))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
    .limit(limit);
}

/** A short list of active or inactive teachers/administrators for selects. */
export async function listStaffShort(db: Db, tipo: number, isActive: boolean, cap: number) {
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(users)
    .where(and(ofTipo(tipo), eq(users.is_active, isActive)))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
    .limit(cap);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ofTipo(0), eq(users.is_active, true)));
  return Number(row?.n ?? 0);
}

// Enrolments of a student ------------------------------------------------------------------

export async function studentCourses(db: Db, alumno: number) {
  const actuales = await db
    .select({
      id: cursos.id,
      nombre: cursos.nombre,
      activo: alumno_curso.activo,
      alumno_curso: alumno_curso.id,
    })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.alumno, alumno))
    .orderBy(asc(cursos.nombre), asc(cursos.id));
  const pendientes = await db
    .select({ id: cursos.id, nombre: cursos.nombre })
    .from(cursos)
    .where(
      sql`not exists (select 1 from ${alumno_curso} where ${alumno_curso.curso} = ${cursos.id} and ${alumno_curso.alumno} = ${alumno})`,
    )
    .orderBy(asc(cursos.nombre), asc(cursos.id));
  return { actuales, pendientes };
}

export async function existingCourseIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: cursos.id }).from(cursos).where(inArray(cursos.id, ids));
  return rows.map((r) => r.id);
}

/** Enrols the student in each course not yet taken; answers how many were new. */
export async function enrolMany(db: Db, alumno: number, courseIds: number[]): Promise<number> {
  const rows = await db
    .insert(alumno_curso)
    .values(courseIds.map((curso) => ({ alumno, curso })))
    .onConflictDoNothing()
    .returning({ id: alumno_curso.id });
  return rows.length;
}

export async function setEnrolmentActive(
  db: Db,
  ids: { alumno: number; curso: number; alumno_curso: number },
  activo: number,
) {
  const [row] = await db
    .update(alumno_curso)
    .set({ activo })
    .where(
      and(
        eq(alumno_curso.id, ids.alumno_curso),
        eq(alumno_curso.alumno, ids.alumno),
        eq(alumno_curso.curso, ids.curso),
      ),
    )
    .returning({ alumno_curso: alumno_curso.id, activo: alumno_curso.activo });
  return row;
}

// Students of a course -----------------------------------------------------------------------

/** The course's groups for the roster's filter, active ones first. */
export async function courseGroups(db: Db, curso: number) {
  return db
    .select({ id: grupos.id, nombre: grupos.nombre, activo: grupos.activo })
    .from(grupos)
    .where(eq(grupos.curso, curso))
    .orderBy(desc(grupos.activo), sql`${grupos.fecha_inicio} nulls last`, asc(grupos.id));
}

export interface RosterFilter {
  search: string;
  grupo?: number | undefined;
}

/**
 * One page of a course's enrolments with the unrevoked certificate of each, their progress
 * towards completion (certificates' one completion rule, decision 018), the last activity and
 * the end of access, in one query; the search and the group filter in SQL (the trigram index on
 * `users.busqueda`, the membership's (grupo, alumno) key).
 */
export async function pageCourseStudents(
  db: Db,
  curso: number,
  filter: RosterFilter,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(alumno_curso.curso, curso),
    matchesSearch(filter.search),
    filter.grupo === undefined
      ? undefined
      : sql`exists (select 1 from ${grupo_alumnos} where ${grupo_alumnos.grupo} = ${filter.grupo} and ${grupo_alumnos.alumno} = ${alumno_curso.alumno})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: alumno_curso.id,
        alumno_id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        apellido_materno: users.apellido_materno,
        email: users.email,
        celular: users.celular,
        empleo_actual: users.empleo_actual,
        empresa: users.empresa,
        fecha_inscripcion: alumno_curso.fecha,
        activo: alumno_curso.activo,
        certificado: certificados.unique_id,
        motivo_certificado: certificados.motivo,
        avance: completionSql,
        ultima_actividad: ultima_actividad.fecha,
        acceso_hasta: accesoHastaSql,
      })
      .from(alumno_curso)
      .innerJoin(users, eq(users.id, alumno_curso.alumno))
      .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
      .leftJoin(ultima_actividad, eq(ultima_actividad.alumno_curso, alumno_curso.id))
      .leftJoin(
        certificados,
        and(
          eq(certificados.alumno_curso, alumno_curso.id),
          sql`${certificados.revocado_en} is null`,
        ),
      )
      .where(where)
      .orderBy(desc(alumno_curso.fecha), desc(alumno_curso.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(alumno_curso)
      .innerJoin(users, eq(users.id, alumno_curso.alumno))
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
