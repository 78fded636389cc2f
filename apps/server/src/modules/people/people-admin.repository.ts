import { PEOPLE_SEARCH_COUNT_CAP } from '@academia/contract/people/people-schemas';
import { and, asc, desc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
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
 * The list's filter with its values written into the statement's text, not as parameters: a
 * prepared statement's generic plan (decision 015) then knows `tipo = 1` holds nearly every row
 * and searches through the trigram index alone, instead of ANDing it with a bitmap of the whole
 * list (decision 034). At most six texts (three kinds of people, active or not).
 */
function ofListLiteral(f: PeopleFilter): SQL {
  if (!Number.isInteger(f.tipo)) throw new Error(`tipo no entero: ${f.tipo}`);
  const active = sql.raw(f.isActive ? 'true' : 'false');
  const staff = f.tipo === 0 ? sql` and ${users.is_staff} = true` : sql``;
  return sql`${users.tipo} = ${sql.raw(String(f.tipo))}${staff} and ${users.is_active} = ${active}`;
}

/**
 * One page of people and their total, ordered by surname, name and id.
 *
 * Without a search, the page walks `users_list_order_idx` and the count is index-only; the two
 * run side by side.
 *
 * With a search, one statement, bounded whatever the term (decision 034). `found` holds the
 * matches' ids and sort keys, up to `PEOPLE_SEARCH_COUNT_CAP` + 1 and no further: through the
 * trigram index, or, when every word is too short for trigrams (the index would read itself
 * whole), along `users_list_order_idx`, which carries `busqueda`, without visiting the table.
 * At most the cap: the page is those rows sorted and cut, without searching again. Past it, the
 * term is frequent, so the page walks `users_list_order_idx` in the list's order, testing each
 * entry's `busqueda` inside the index, and meets its rows early; the walk costs at most one pass
 * over the list's index, whatever the page. PostgreSQL runs only the branch the count chooses
 * (a one-time filter). The cap is a constant and the page's limit and offset are sub-selects, so
 * the generic plan is the custom one: with a parameter as the cap the planner expected to stop
 * early and walked the whole list for a rare term, and with parameters as the page's bounds the
 * custom plans looked cheaper and every search was planned anew.
 */
export async function pagePeople(
  db: Db,
  f: PeopleFilter,
  limit: number,
  offset: number,
): Promise<PeoplePage> {
  const order = [asc(users.last_name), asc(users.first_name), asc(users.id)];
  if (matchesSearch(f.search) === undefined) {
    const ofList = and(ofTipo(f.tipo), eq(users.is_active, f.isActive));
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
  const ofList = ofListLiteral(f);
  const probe = trigramsNarrow(f.search) ? matchesSearch(f.search) : matchesSearchWalking(f.search);
  const cap = sql.raw(String(PEOPLE_SEARCH_COUNT_CAP));
  const bounds = sql`order by last_name, first_name, id limit (select ${limit}::int) offset (select ${offset}::int)`;
  const hit = sql`(
    with found as (
      select ${users.id}, ${users.last_name}, ${users.first_name} from ${users}
      where ${ofList} and ${probe} limit ${cap} + 1
    ), total as (select count(*)::int as n from found),
    page as (
      (select id, last_name, first_name from found
        where (select n from total) <= ${cap} ${bounds})
      union all
      (select ${users.id}, ${users.last_name}, ${users.first_name} from ${users}
        where (select n from total) > ${cap} and ${ofList} and ${matchesSearchWalking(f.search)}
        ${bounds})
    )
    select total.n, (select array_agg(id) from page) as ids from total
  ) as hit`;
  // The page's rows by their ids as one array: the planner cannot know the page's size (its
  // limit is a sub-select), and joined row by row it expected thousands and read every user.
  const found = await db
    .select({ n: sql<number>`hit.n`, persona: personaColumns })
    .from(hit)
    .leftJoin(users, sql`${users.id} = any(hit.ids)`)
    .orderBy(...order);
  const n = Number(found[0]?.n ?? 0);
  const exact = n <= PEOPLE_SEARCH_COUNT_CAP;
  const rows = found.flatMap((r) => (r.persona ? [r.persona] : []));
  return { rows, count: exact ? n : PEOPLE_SEARCH_COUNT_CAP, exact };
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
