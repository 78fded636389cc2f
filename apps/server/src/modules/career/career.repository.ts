import type { TEstadoPostulacion } from '@academia/contract/career/postulaciones';
import { and, count, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumno_curso,
  aplicantes,
  certificados,
  competencias,
  curso_competencias,
  cursos,
  job_competencias,
  jobs,
  preferencias_carrera,
  users,
} from '../../db/schema/index';
import { rowsOf } from '../../platform/db/rows-of';
import { completionSql } from '../certificates/index';
import { cvSkillsSql } from '../skills/index';

/** A student's choices, or undefined when they never saved any (the defaults apply). */
export async function findPreferences(db: Db, alumno: number) {
  const [row] = await db
    .select({
      emparejar: preferencias_carrera.emparejar,
      cv_visible: preferencias_carrera.cv_visible,
    })
    .from(preferencias_carrera)
    .where(eq(preferencias_carrera.alumno, alumno));
  return row;
}

/**
 * Whether the student is matched (null: never chose, so yes), the skills they hold (sorted,
 * each once) and the open vacancies they applied to, in one statement. Apart from the ranking
 * so each plan stays small (the completion rule is a large expression, and planning it inside
 * the ranking cost more than running it), and so the ranking holds nothing of the student and
 * can be shared by every student with the same skills (decision 031).
 */
export async function matchingOf(db: Db, alumno: number) {
  const result = await db.execute(sql`
    select (select ${preferencias_carrera.emparejar} from ${preferencias_carrera}
        where ${preferencias_carrera.alumno} = ${alumno}) as emparejar,
      array(select competencia from (${studentSkillsSql(alumno)}) s order by 1) as competencias,
      array(select ap.job from ${aplicantes} ap join ${jobs} j on j.id = ap.job and j.activo = 1
        where ap.alumno = ${alumno}) as postulaciones`);
  const [row] = rowsOf<{
    emparejar: boolean | null;
    competencias: number[];
    postulaciones: number[];
  }>(result);
  return {
    emparejar: row?.emparejar ?? true,
    competencias: (row?.competencias ?? []).map(Number),
    postulaciones: (row?.postulaciones ?? []).map(Number),
  };
}

/**
 * Saves both choices, creating the row on the first change. Answers the row as it was, read
 * under its lock inside the caller's transaction, so the audit names the real change.
 */
export async function upsertPreferences(
  tx: Tx,
  alumno: number,
  values: { emparejar: boolean; cv_visible: boolean },
) {
  const [before] = await tx
    .select({
      emparejar: preferencias_carrera.emparejar,
      cv_visible: preferencias_carrera.cv_visible,
    })
    .from(preferencias_carrera)
    .where(eq(preferencias_carrera.alumno, alumno))
    .for('update');
  await tx
    .insert(preferencias_carrera)
    .values({ alumno, ...values })
    .onConflictDoUpdate({
      target: preferencias_carrera.alumno,
      set: { ...values, updated_at: sql`now()` },
    });
  return before;
}

export interface CompetenciaRow {
  id: number;
  nombre: string;
}

export interface OportunidadRow {
  total: number;
  /** The vacancy's key, to tell the student's applications; never sent. */
  job: number;
  unique_id: string | null;
  nombre: string;
  descripcion_corta: string;
  sueldo: string | null;
  modalidad: number;
  fecha: string;
  requeridas: number;
  coinciden_lista: CompetenciaRow[];
  faltan: (CompetenciaRow & { curso: { nombre: string; slug: string } | null })[];
}

/**
 * What the ranking reads (decision 031): a write to any of them drops every cached page. Only
 * vacancies, skills and courses: nothing of a student.
 */
export const OPPORTUNITY_TABLES = [
  jobs,
  job_competencias,
  competencias,
  curso_competencias,
  cursos,
].map(getTableName);

/**
 * The skills a student holds (decision 031), one column `competencia`: those of the courses
 * they completed by the certificates module's rule (decision 018), those of the courses of
 * their valid (unrevoked) certificates, and those their CV names (the skills module's rule).
 */
function studentSkillsSql(alumno: number) {
  return sql`select ${curso_competencias.competencia}
      from ${alumno_curso}
      join ${curso_competencias} on ${curso_competencias.curso} = ${alumno_curso.curso}
      where ${alumno_curso.alumno} = ${alumno} and (${completionSql} ->> 'completo')::boolean
    union
    select cc.competencia
      from ${certificados} ce
      join ${alumno_curso} ac on ac.id = ce.alumno_curso
      join ${curso_competencias} cc on cc.curso = ac.curso
      where ac.alumno = ${alumno} and ce.revocado_en is null
    union
    ${cvSkillsSql(alumno)}`;
}

/**
 * One page of the open vacancies ranked by fit with a set of skills, in one statement
 * (decision 031). Fit is matched required skills / required skills; ties go to more skills
 * matched, then the newest vacancy (then the highest id, so pages never overlap). Only the
 * vacancies sharing a skill with the student are ranked: they are found from the student's few
 * skills through `job_competencias_competencia_idx`, never by reading every vacancy's skills.
 * Every other open vacancy follows, newest first, read from `jobs_activo_created_idx` and cut
 * at the page. The first row always exists and carries the total of open vacancies; an empty
 * page is that row with a null `unique_id`. It reads nothing of any student (not even their
 * applications), so its answer holds for everyone with these skills.
 *
 * Written so that one plan serves every student and page (the statement is prepared, decision
 * 015): the skills reach the plan through a subquery, so no plan knows how many there are, and
 * the page is a range of positions rather than a LIMIT/OFFSET. Its plan then costs the same
 * whatever the parameters and PostgreSQL keeps the generic one instead of planning again on
 * each request, which cost as much as running it. Each vacancy of the page is read by its key
 * (the lateral subquery), never by joining the whole table.
 */
export async function opportunities(
  db: Db,
  skills: readonly number[],
  page: { limit: number; offset: number },
): Promise<{ rows: OportunidadRow[]; count: number }> {
  const end = page.offset + page.limit;
  // An array literal of whole numbers, read the same by both drivers.
  const tieneIds = `{${skills.map((id) => Math.trunc(id)).join(',')}}`;
  const result = await db.execute(sql`
    with tiene as (
      select unnest(ids) as competencia from (select ${tieneIds}::int[] as ids offset 0) a
    ),
    afines as (
      select jc.job as id, j.created_at, count(*)::int as coinciden,
        (select count(*)::int from ${job_competencias} r where r.job = jc.job) as requeridas
      from ${job_competencias} jc
      join ${jobs} j on j.id = jc.job and j.activo = 1
      where jc.competencia in (select competencia from tiene)
      group by jc.job, j.created_at
    ),
    n as (select count(*)::int as afines from afines),
    primeros as (
      select id, row_number() over (
          order by coinciden::float8 / requeridas desc, coinciden desc, created_at desc, id desc
        ) as puesto
      from afines
    ),
    resto as (
      select j.id, (select afines from n)
          + row_number() over (order by j.created_at desc, j.id desc) as puesto
      from ${jobs} j
      where j.activo = 1 and j.id not in (select id from afines)
      order by j.created_at desc, j.id desc
      limit greatest(0, ${end}::int - (select afines from n))
    ),
    pagina as (
      select id, puesto from primeros where puesto > ${page.offset}::int and puesto <= ${end}::int
      union all
      select id, puesto from resto where puesto > ${page.offset}::int
    )
    select t.total, p.id as job, j.unique_id, j.nombre, j.descripcion_corta, j.sueldo, j.modalidad, j.fecha,
      (select count(*)::int from ${job_competencias} r where r.job = p.id) as requeridas,
      coalesce((select json_agg(json_build_object('id', c.id, 'nombre', c.nombre) order by c.nombre)
        from ${job_competencias} jc join ${competencias} c on c.id = jc.competencia
        where jc.job = p.id and jc.competencia in (select competencia from tiene)), '[]') as coinciden_lista,
      coalesce((select json_agg(
          json_build_object('id', c.id, 'nombre', c.nombre, 'curso', k.curso) order by c.nombre)
        from ${job_competencias} jc join ${competencias} c on c.id = jc.competencia
        left join lateral (
          select json_build_object('nombre', cu.nombre, 'slug', cu.slug) as curso
          from ${curso_competencias} kc join ${cursos} cu on cu.id = kc.curso
          where kc.competencia = jc.competencia and cu.estado = 'publicado'
          order by cu.id limit 1) k on true
        where jc.job = p.id and jc.competencia not in (select competencia from tiene)), '[]') as faltan
    from (select count(*)::int as total from ${jobs} where ${jobs.activo} = 1) t
    left join pagina p on true
    left join lateral (
      select v.unique_id, v.nombre, v.descripcion_corta, v.sueldo::text as sueldo, v.modalidad,
        to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha
      from ${jobs} v where v.id = p.id offset 0) j on true
    order by p.puesto`);
  const rows = rowsOf<OportunidadRow>(result);
  return {
    count: Number(rows[0]?.total ?? 0),
    rows: rows.filter((r) => r.unique_id !== null),
  };
}

/** An open vacancy by its public id. */
export async function findOpenJob(db: Db, uniqueId: string) {
  const [row] = await db
    .select({ id: jobs.id, nombre: jobs.nombre })
    .from(jobs)
    .where(and(eq(jobs.unique_id, uniqueId), eq(jobs.activo, 1)));
  return row;
}

export async function hasApplied(db: Db, job: number, alumno: number): Promise<boolean> {
  const [row] = await db
    .select({ id: aplicantes.id })
    .from(aplicantes)
    .where(and(eq(aplicantes.job, job), eq(aplicantes.alumno, alumno)));
  return row !== undefined;
}

/**
 * The application of a student with the name, e-mail and phones of their account, read in the
 * same statement; only while the vacancy is still open, so one closed meanwhile gets no row.
 */
export async function insertApplication(db: Db, job: number, alumno: number, cv: string) {
  const result = await db.execute(sql`
    insert into ${aplicantes} (job, nombre, email, telefono, celular, alumno, cv)
    select j.id,
      btrim(concat_ws(' ', u.first_name, nullif(u.last_name, ''), nullif(u.apellido_materno, ''))),
      u.email, '', u.celular, u.id, ${cv}
    from ${users} u, ${jobs} j
    where u.id = ${alumno} and j.id = ${job} and j.activo = 1
    returning id,
      to_char(fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha`);
  return rowsOf<{ id: number; fecha: string }>(result)[0];
}

/** A student's applications, newest first, with their vacancy; the count in the same round. */
export async function listApplications(
  db: Db,
  alumno: number,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: aplicantes.id,
        fecha: aplicantes.fecha,
        estado: sql<TEstadoPostulacion>`${aplicantes.estado}`,
        unique_id: jobs.unique_id,
        nombre: jobs.nombre,
        activo: jobs.activo,
      })
      .from(aplicantes)
      .innerJoin(jobs, eq(jobs.id, aplicantes.job))
      .where(eq(aplicantes.alumno, alumno))
      .orderBy(desc(aplicantes.fecha), desc(aplicantes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(aplicantes).where(eq(aplicantes.alumno, alumno)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
