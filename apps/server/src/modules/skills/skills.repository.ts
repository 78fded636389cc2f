import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  competencia_terminos,
  competencias,
  curso_competencias,
  cursos,
  habilidades,
  job_competencias,
  vacante_competencias,
  vacantes_analizadas,
} from '../../db/schema/index';
import { selectRows } from '../../platform/db/rows-of';
import { escapeLike } from '../../platform/text/like';

const c = competencias;
const t = competencia_terminos;

/**
 * The managed skills a student's CV names (issue 26): a row of `habilidades` matches a skill
 * when f_unaccent(lower(btrim(habilidad))) equals the skill's `clave` or one of its terms'
 * `clave` — the whole text, not a word inside it, so "Java" never matches "JavaScript".
 * Returns a subquery of one column, `competencia` (distinct skill ids), for use as
 * `... where x.competencia in (${cvSkillsSql(alumno)})` or joined as a derived table.
 * Both sides are unique indexes on `clave`, so each CV line is one index probe.
 */
export function cvSkillsSql(alumno: number | SQL): SQL {
  return sql`select c.id as competencia
      from ${habilidades} h
      join ${competencias} c on c.clave = f_unaccent(lower(btrim(h.habilidad)))
      where h.alumno = ${alumno}
    union
    select t.competencia
      from ${habilidades} h
      join ${competencia_terminos} t on t.clave = f_unaccent(lower(btrim(h.habilidad)))
      where h.alumno = ${alumno}`;
}

/**
 * A title or a key as a run of words between single spaces, padded with a space each side, so
 * "whole word" is a plain substring test: lower-case, no accents, anything but letters, digits
 * and + # . a separator ("Java/Spring" is two words, "C++", "C#" and "Node.js" stay one), and
 * a dot that ends a word dropped ("Sr. Java" is "sr java").
 */
const words = (text: SQL) =>
  sql`(' ' || btrim(regexp_replace(regexp_replace(f_unaccent(lower(${text})), '[^a-z0-9+#.]+', ' ', 'g'), '\\.( |$)', ' ', 'g')) || ' ')`;

const contains = (column: SQL, search: string) =>
  sql`${column} like '%' || f_unaccent(lower(${escapeLike(search)})) || '%'`;

/** Reads whose answers depend on the skills: a write to one of these drops them from the cache. */
export const DEMANDA_TABLES = [
  competencias,
  curso_competencias,
  vacante_competencias,
  vacantes_analizadas,
].map(getTableName);

/**
 * Every name-changing write (a skill, a term, a merge) takes this lock first: a name must not
 * be a skill's and a term's at once, which two unique indexes on two tables cannot say.
 */
export async function lockNames(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('competencias'))`);
}

/** What already holds this name or term: a skill (`termino` null) or a term of a skill. */
export async function findClash(db: Db, text: string, exceptSkill?: number) {
  const key = sql`f_unaccent(lower(btrim(${text})))`;
  const rows = await selectRows<{ competencia: string; termino: string | null }>(
    db,
    sql`
    select ${c.nombre} as competencia, null as termino from ${c}
      where ${c.clave} = ${key} and ${c.id} <> ${exceptSkill ?? 0}
    union all
    select c2.nombre, ${t.termino} from ${t} join ${c} c2 on c2.id = ${t.competencia}
      where ${t.clave} = ${key}
    limit 1`,
  );
  return rows[0];
}

export async function insertSkill(tx: Tx, nombre: string) {
  const [row] = await tx.insert(c).values({ nombre }).returning({ id: c.id, nombre: c.nombre });
  return row;
}

export async function renameSkill(tx: Tx, id: number, nombre: string) {
  const [row] = await tx
    .update(c)
    .set({ nombre })
    .where(sql`${c.id} = ${id}`)
    .returning({ id: c.id, nombre: c.nombre });
  return row;
}

/** Locks both skills in id order, so two merges that meet wait for each other, never deadlock. */
export async function lockSkills(tx: Tx, ids: number[]) {
  return tx
    .select({ id: c.id, nombre: c.nombre })
    .from(c)
    .where(sql`${c.id} in ${ids}`)
    .orderBy(c.id)
    .for('update');
}

/**
 * Moves every link and term of `origen` to `destino` (a link `destino` already has is kept
 * once), deletes `origen` and keeps its name as a term of `destino`. Answers how many links
 * moved per table.
 */
export async function merge(tx: Tx, origen: { id: number; nombre: string }, destino: number) {
  const move = async (table: typeof curso_competencias | typeof job_competencias, key: SQL) => {
    const rows = await selectRows<{ n: number }>(
      tx,
      sql`
      with moved as (
        insert into ${table} (${key}, competencia)
        select ${key}, ${destino} from ${table} where competencia = ${origen.id}
        on conflict do nothing returning 1
      ) select count(*)::int as n from moved`,
    );
    return Number(rows[0]?.n ?? 0);
  };
  const cursosMovidos = await move(curso_competencias, sql.raw('curso'));
  const jobsMovidos = await move(job_competencias, sql.raw('job'));
  await tx.execute(sql`
    insert into ${vacante_competencias} (vacante, competencia)
    select vacante, ${destino} from ${vacante_competencias} where competencia = ${origen.id}
    on conflict do nothing`);
  const terms = await tx
    .update(t)
    .set({ competencia: destino })
    .where(sql`${t.competencia} = ${origen.id}`)
    .returning({ id: t.id });
  await tx.delete(c).where(sql`${c.id} = ${origen.id}`);
  await tx.insert(t).values({ competencia: destino, termino: origen.nombre }).onConflictDoNothing();
  return { cursos: cursosMovidos, vacantes: jobsMovidos, terminos: terms.length };
}

export async function insertTerm(tx: Tx, competencia: number, termino: string) {
  const [row] = await tx
    .insert(t)
    .values({ competencia, termino })
    .returning({ id: t.id, termino: t.termino });
  return row;
}

export async function deleteTerm(tx: Tx, id: number) {
  const [row] = await tx
    .delete(t)
    .where(sql`${t.id} = ${id}`)
    .returning({ id: t.id, termino: t.termino, competencia: t.competencia });
  return row;
}

export async function skillExists(db: Db, id: number) {
  const [row] = await db.select({ id: c.id }).from(c).where(sql`${c.id} = ${id}`);
  return row !== undefined;
}

const matchesSearch = (search: string | undefined) =>
  search
    ? sql`(${contains(sql`${c}.clave`, search)} or exists (select 1 from ${t} tt where tt.competencia = ${c}.id and ${contains(sql`tt.clave`, search)}))`
    : sql`true`;

/** A page of the skills by name with their terms and link counts, and the total: two statements. */
export async function listPage(db: Db, search: string | undefined, limit: number, offset: number) {
  const where = matchesSearch(search);
  const [results, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        nombre: c.nombre,
        terminos: sql<
          { id: number; termino: string }[]
        >`coalesce((select json_agg(json_build_object('id', tt.id, 'termino', tt.termino) order by tt.clave) from ${t} tt where tt.competencia = ${c}.id), '[]'::json)`,
        cursos: sql<number>`(select count(*)::int from ${curso_competencias} cc where cc.competencia = ${c}.id)`,
        vacantes: sql<number>`(select count(*)::int from ${vacante_competencias} vc where vc.competencia = ${c}.id)`,
      })
      .from(c)
      .where(where)
      .orderBy(c.clave, c.id)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(c).where(where),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

export async function search(db: Db, text: string, limit: number) {
  return db
    .select({ id: c.id, nombre: c.nombre })
    .from(c)
    .where(matchesSearch(text || undefined))
    .orderBy(c.clave, c.id)
    .limit(limit);
}

/**
 * Sets the skills of the analysed vacancies from their titles, all in one statement: a vacancy
 * asks for a skill when the skill's name or one of its terms appears in its title as whole
 * words (see `words`). Replaces what was there; the table lock makes an import and a re-apply
 * that meet run one after the other. Answers how many vacancies ask for at least one skill.
 */
export async function mapVacancies(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table ${vacante_competencias} in share row exclusive mode`);
  await tx.delete(vacante_competencias);
  const rows = await selectRows<{ n: number }>(
    tx,
    sql`
    with titulos as materialized (
      select ${vacantes_analizadas.id} as id, ${words(sql`${vacantes_analizadas.puesto}`)} as texto
      from ${vacantes_analizadas}
    ), claves as materialized (
      select ${c.id} as competencia, ${words(sql`${c.clave}`)} as texto from ${c}
      union all
      select ${t.competencia}, ${words(sql`${t.clave}`)} from ${t}
    ), mapped as (
      insert into ${vacante_competencias} (vacante, competencia)
      select distinct titulos.id, claves.competencia
      from titulos join claves on btrim(claves.texto) <> '' and position(claves.texto in titulos.texto) > 0
      on conflict do nothing
      returning vacante
    )
    select count(distinct vacante)::int as n from mapped`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Words that fill titles without naming a skill: Spanish and English joining words, seniority
 * and the roles themselves. Kept out of the suggestions.
 */
const STOPWORDS = [
  'a',
  'al',
  'and',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'for',
  'in',
  'la',
  'las',
  'los',
  'o',
  'of',
  'para',
  'por',
  'the',
  'to',
  'u',
  'un',
  'una',
  'with',
  'y',
  'sr',
  'jr',
  'ssr',
  'senior',
  'junior',
  'semi',
  'semisenior',
  'trainee',
  'becario',
  'practicante',
  'lider',
  'lead',
  'remoto',
  'hibrido',
  'presencial',
  'ingeniero',
  'ingeniera',
  'desarrollador',
  'desarrolladora',
  'developer',
  'engineer',
  'analista',
  'especialista',
  'consultor',
  'consultora',
  'tecnico',
  'gerente',
  'manager',
  'coordinador',
  'jefe',
  'auxiliar',
  'asistente',
  'mx',
  'i',
  'ii',
  'iii',
];

/**
 * The frequent words and two-word phrases of the analysed vacancies' titles (in two vacancies
 * or more) that no skill or term covers, most frequent first, with the total: one statement.
 * A phrase with a stop word or a covered word is left out, since the word alone says it.
 */
export async function suggestions(db: Db, limit: number, offset: number) {
  const rows = await selectRows<{ texto: string; vacantes: number; total: number }>(
    db,
    sql`
    with titulos as materialized (
      select ${vacantes_analizadas.id} as id,
        regexp_split_to_array(btrim(${words(sql`${vacantes_analizadas.puesto}`)}), ' ') as w
      from ${vacantes_analizadas}
    ), cubiertas as materialized (
      select btrim(${words(sql`${c.clave}`)}) as texto from ${c}
      union select btrim(${words(sql`${t.clave}`)}) from ${t}
    ), vacias as (
      select unnest(${sql.param(STOPWORDS)}::text[]) as texto
      union select texto from cubiertas
    ), palabras as (
      select id, w[i] as texto from titulos, generate_subscripts(w, 1) as i
      where w[i] !~ '^[0-9.]*$' and length(w[i]) > 1
      union
      select id, w[i] || ' ' || w[i + 1] from titulos, generate_subscripts(w, 1) as i
      where i < array_length(w, 1) and w[i] !~ '^[0-9.]*$' and w[i + 1] !~ '^[0-9.]*$'
        and w[i] not in (select texto from vacias) and w[i + 1] not in (select texto from vacias)
    )
    select texto, count(distinct id)::int as vacantes, count(*) over ()::int as total
    from palabras
    where texto not in (select texto from vacias)
    group by texto
    having count(distinct id) >= 2
    order by vacantes desc, texto
    limit ${limit} offset ${offset}`,
  );
  return {
    results: rows.map((r) => ({ texto: r.texto, vacantes: Number(r.vacantes) })),
    count: Number(rows[0]?.total ?? 0),
  };
}

const demanded = sql`(select competencia, count(*)::int as vacantes from ${vacante_competencias} group by competencia)`;

/**
 * The gap list: a page of the skills the analysed vacancies ask for, most asked first, each with
 * the courses that teach it; their total; the most asked ones no course teaches. Three
 * statements, each one aggregate over the vacancies' skills.
 */
export async function gap(db: Db, limit: number, offset: number, untaughtLimit: number) {
  const [page, total, untaught] = await Promise.all([
    selectRows<{
      id: number;
      nombre: string;
      vacantes: number;
      cursos: { id: number; nombre: string; slug: string }[];
    }>(
      db,
      sql`
      select c.id, c.nombre, d.vacantes,
        coalesce((select json_agg(json_build_object('id', cu.id, 'nombre', cu.nombre, 'slug', cu.slug) order by cu.nombre, cu.id)
          from ${curso_competencias} cc join ${cursos} cu on cu.id = cc.curso
          where cc.competencia = c.id), '[]'::json) as cursos
      from ${demanded} d join ${c} c on c.id = d.competencia
      order by d.vacantes desc, c.clave, c.id
      limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(distinct competencia)::int as n from ${vacante_competencias}`,
    ),
    selectRows<{ id: number; nombre: string; vacantes: number }>(
      db,
      sql`
      select c.id, c.nombre, d.vacantes
      from ${demanded} d join ${c} c on c.id = d.competencia
      where not exists (select 1 from ${curso_competencias} cc where cc.competencia = c.id)
      order by d.vacantes desc, c.clave, c.id
      limit ${untaughtLimit}`,
    ),
  ]);
  return {
    results: page.map((r) => ({ ...r, id: Number(r.id), vacantes: Number(r.vacantes) })),
    count: Number(total[0]?.n ?? 0),
    sin_curso: untaught.map((r) => ({ ...r, id: Number(r.id), vacantes: Number(r.vacantes) })),
  };
}

/**
 * 'Demanda en el mercado' of each course in `ids`: per currency, the distinct analysed
 * vacancies asking for any of its skills, and the exact median of the salaries they publish
 * (the sorted array's middle, or the mean of its two middles, in numeric and rounded to
 * cents). One statement for the whole list.
 */
export async function demandOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectRows<{
    curso: number;
    moneda: string;
    vacantes: number;
    con_sueldo: number;
    mediana: string | null;
  }>(
    db,
    sql`
    with pares as (
      select distinct cc.curso, vc.vacante
      from ${curso_competencias} cc
      join ${vacante_competencias} vc on vc.competencia = cc.competencia
      where cc.curso in ${ids}
    ), por_moneda as (
      select p.curso, v.moneda, count(*)::int as vacantes,
        array_agg(v.sueldo_minimo order by v.sueldo_minimo) filter (where v.sueldo_minimo is not null) as s
      from pares p join ${vacantes_analizadas} v on v.id = p.vacante
      group by p.curso, v.moneda
    )
    select curso, moneda, vacantes, coalesce(cardinality(s), 0) as con_sueldo,
      case when s is null then null
        else round((s[(cardinality(s) + 1) / 2] + s[(cardinality(s) + 2) / 2]) / 2, 2)::text
      end as mediana
    from por_moneda
    order by curso, moneda`,
  );
  return rows.map((r) => ({
    curso: Number(r.curso),
    moneda: r.moneda,
    vacantes: Number(r.vacantes),
    con_sueldo: Number(r.con_sueldo),
    mediana: r.mediana,
  }));
}

/** The skills of a course or of an internal vacancy, by name. */
export async function skillsOf(db: Db, owner: 'curso' | 'job', id: number) {
  const link = owner === 'curso' ? curso_competencias : job_competencias;
  const key = owner === 'curso' ? curso_competencias.curso : job_competencias.job;
  return db
    .select({ id: c.id, nombre: c.nombre })
    .from(link)
    .innerJoin(c, sql`${c.id} = ${link.competencia}`)
    .where(sql`${key} = ${id}`)
    .orderBy(c.clave);
}

export async function countExisting(db: Db, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(sql`${c.id} in ${ids}`);
  return Number(row?.n ?? 0);
}

/** Makes `ids` the skills of the course or vacancy: two statements whatever changed. */
export async function setSkillsOf(tx: Tx, owner: 'curso' | 'job', id: number, ids: number[]) {
  const link = owner === 'curso' ? curso_competencias : job_competencias;
  const keyName = sql.raw(owner);
  await tx.execute(
    ids.length === 0
      ? sql`delete from ${link} where ${keyName} = ${id}`
      : sql`delete from ${link} where ${keyName} = ${id} and competencia not in ${ids}`,
  );
  if (ids.length > 0) {
    await tx.execute(sql`
      insert into ${link} (${keyName}, competencia)
      select ${id}, x from unnest(${sql.param(ids)}::int[]) as x
      on conflict do nothing`);
  }
}
