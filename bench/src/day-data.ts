/**
 * The database of `npm run bench:day` and what each step hands its virtual users: the
 * 100 000-student academy of `npm run bench` (generated once, reused while the server's
 * migrations are the same), with announcements and notifications added, and sessions opened
 * straight in the database for the students who are signed in when a step starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DayAdmin, DayPayload, DayStudent } from './day-shape';
import { datasetAt, generate, sharedPasswordHash } from './generate';
import { BENCH_PASSWORD, repoDir, serverUrl } from './generate-shape';

export const DAY_DATABASE = 'academia_bench_day';

const migrationsDir = path.join(repoDir, 'apps/server/src/db/migrations');

/** The SHA-256 of each migration file, as drizzle records it once applied. */
function migrationHashes(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) =>
      createHash('sha256')
        .update(readFileSync(path.join(migrationsDir, f)))
        .digest('hex'),
    );
}

/** Whether the day's database is there, has every current migration and its extra rows. */
async function state(): Promise<'missing' | 'ready' | 'no-extras'> {
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      DAY_DATABASE,
    ]);
    if (!rowCount) return 'missing';
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: serverUrl(DAY_DATABASE) });
  await db.connect();
  try {
    const applied = await db.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    );
    const have = new Set(applied.rows.map((r) => r.hash));
    if (!migrationHashes().every((h) => have.has(h))) return 'missing';
    const { rows } = await db.query<{ n: string }>('select count(*) as n from avisos');
    return Number(rows[0]?.n) > 0 ? 'ready' : 'no-extras';
  } catch {
    return 'missing';
  } finally {
    await db.end();
  }
}

/**
 * What the generator of `npm run bench` leaves empty and a student's screens read: five
 * announcements per course, and five notifications per student (three of them read).
 */
const EXTRAS = `
insert into avisos (curso, autor, titulo, contenido, destinatarios, fecha)
select c.id, 2 + (c.id + k) % 100, 'Aviso ' || k || ' del curso',
  '<p>Recuerden revisar la lección de esta semana y entregar la evaluación antes del viernes.</p>',
  300, now() - make_interval(days => k * 6)
from cursos c cross join generate_series(1, 5) k;
insert into notificaciones (usuario, tipo, titulo, enlace, leida, creado)
select u.id, (array['respuesta_foro', 'aviso', 'evaluacion_calificada', 'certificado_emitido', 'aviso'])[k],
  'Tienes novedades en tu curso', '/alumno/cursos', k <= 3, now() - make_interval(days => 10 - k * 2, mins => u.id % 600)
from users u cross join generate_series(1, 5) k where u.tipo = 1`;

/** Generates the day's database unless a complete one with the current migrations exists. */
export async function ensureDatabase(fresh: boolean): Promise<'reutilizada' | 'generada'> {
  const found = fresh ? 'missing' : await state();
  if (found === 'ready') return 'reutilizada';
  if (found === 'missing') {
    console.info(`Generando ${DAY_DATABASE} (100 000 alumnos, unos minutos)...`);
    await generate(datasetAt(DAY_DATABASE, 1), await sharedPasswordHash());
  }
  const db = new pg.Client({ connectionString: serverUrl(DAY_DATABASE) });
  await db.connect();
  try {
    await db.query(EXTRAS);
    // Apart: VACUUM cannot run inside the implicit transaction of a multi-statement query.
    await db.query('vacuum analyze avisos, notificaciones');
  } finally {
    await db.end();
  }
  return found === 'missing' ? 'generada' : 'reutilizada';
}

/** Opens sessions in the database as a sign-in does (only the key's SHA-256 is stored). */
async function openSessions(db: pg.Client, users: number[], hours: number): Promise<string[]> {
  const keys = users.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into tokens (user_id, key_hash, expires_at)
     select u, h, now() + make_interval(hours => $3::int) from unnest($1::int[], $2::text[]) as t(u, h)`,
    [users, keys.map((k) => createHash('sha256').update(k).digest('hex')), hours],
  );
  return keys;
}

/**
 * 1 500 distinct search terms as administrators type them: a first name and a surname, a
 * surname's beginning, an account's number. Each is typed once in a run, so the server's
 * cache has never seen it.
 */
export async function searchTerms(): Promise<string[]> {
  const db = new pg.Client({ connectionString: serverUrl(DAY_DATABASE) });
  await db.connect();
  const names = async (column: string) =>
    (
      await db.query<{ n: string }>(
        `select distinct f_unaccent(lower(${column})) as n from users where tipo = 1 order by 1`,
      )
    ).rows.map((r) => r.n);
  try {
    const firstNames = await names('first_name');
    const lastNames = await names('last_name');
    const out = new Set<string>();
    for (const f of firstNames) for (const l of lastNames) out.add(`${f} ${l}`);
    for (const l of lastNames) for (let n = 4; n <= l.length; n++) out.add(l.slice(0, n));
    for (let i = 0; out.size < 1500; i++) out.add(`alumno${1000 + ((i * 7919) % 98000)}`);
    // A fixed shuffle, so that consecutive steps mix the kinds of terms.
    return [...out]
      .map((t, i) => ({ t, k: (i * 2654435761) % 4294967296 }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.t);
  } finally {
    await db.end();
  }
}

export interface StepPeople {
  students: number;
  admins: number;
  visitors: number;
  signIns: number;
}

/**
 * The payload of one step. `offset` skips the students of earlier steps, so every step's
 * students have their evaluations untouched and their sessions new; `terms` are this step's
 * share of the run's search terms.
 */
export async function stepPayload(
  people: StepPeople,
  offset: number,
  terms: string[],
  window: { warmupMs: number; durationMs: number },
): Promise<DayPayload> {
  const db = new pg.Client({ connectionString: serverUrl(DAY_DATABASE) });
  await db.connect();
  try {
    // Students in a fixed pseudo-random order (md5 of the id), each with their first active
    // enrolment, eight lessons of its course, its first forum and an evaluation still open to them.
    const { rows } = await db.query<{
      id: number;
      email: string;
      alumno_curso: number;
      curso: number;
      subtemas: number[];
      foro: number;
      evaluacion: number;
    }>(
      `select u.id, u.email, ac.id as alumno_curso, ac.curso,
         array(select s.id from subtemas s join temas t on t.id = s.tema where t.curso = ac.curso
           order by md5(s.id::text) limit 8) as subtemas,
         (select min(f.id) from foros_discusion f where f.curso = ac.curso) as foro,
         coalesce((select min(ev.id) from evaluaciones ev where ev.curso = ac.curso
           and ev.archivada_en is null
           and not exists (select 1 from alumno_evaluacion_curso x where x.alumno_curso = ac.id
             and x.evaluacion = ev.id and (x.fecha is null or x.resultado = 1))
           and (select count(*) from alumno_evaluacion_curso x where x.alumno_curso = ac.id
             and x.evaluacion = ev.id) < ev.no_intentos), 0) as evaluacion
       from users u
       cross join lateral (select ac.id, ac.curso from alumno_curso ac
         where ac.alumno = u.id and ac.activo = 1 order by ac.id limit 1) ac
       where u.tipo = 1 and u.is_active
       order by md5(u.id::text) offset $1 limit $2`,
      [offset, people.students + people.signIns],
    );
    const readers = rows.slice(0, people.students);
    const tokens = await openSessions(
      db,
      readers.map((r) => r.id),
      24,
    );
    const students: DayStudent[] = readers.map((r, i) => ({
      email: r.email,
      token: tokens[i] as string,
      ip: address(offset + i),
      curso: r.curso,
      alumno_curso: r.alumno_curso,
      subtemas: r.subtemas,
      foro: r.foro,
      evaluacion: r.evaluacion,
    }));
    const signIns = rows
      .slice(people.students)
      .map((r, i) => ({ email: r.email, ip: address(offset + people.students + i) }));
    const adminIds = Array.from({ length: people.admins }, () => 1);
    const adminTokens = await openSessions(db, adminIds, 12);
    const cursos = (
      await db.query<{ id: number }>(
        "select id from cursos where estado = 'publicado' and slug like 'curso-%' order by md5(id::text) limit 200",
      )
    ).rows.map((r) => r.id);
    const pagos = (
      await db.query<{ alumno: number; grupo: number }>(
        'select alumno, grupo from grupo_alumnos order by md5(id::text) limit 1000',
      )
    ).rows;
    const admins: DayAdmin[] = adminTokens.map((token, k) => ({
      token,
      terms: terms.filter((_, i) => i % people.admins === k),
      cursos,
      pagos,
    }));
    const slugs = async (sql: string) => (await db.query<{ s: string }>(sql)).rows.map((r) => r.s);
    return {
      ...window,
      password: BENCH_PASSWORD,
      students,
      admins,
      visitors: {
        count: people.visitors,
        cursos: await slugs(
          "select slug as s from cursos where estado = 'publicado' order by md5(id::text) limit 300",
        ),
        articulos: await slugs(
          'select slug as s from articulos where activo = 1 order by md5(id::text) limit 1000',
        ),
        certificados: await slugs(
          'select unique_id::text as s from certificados order by md5(id::text) limit 1000',
        ),
      },
      signIns,
    };
  } finally {
    await db.end();
  }
}

/**
 * The address a person signs in from, in the benchmarking range 198.18.0.0/15 (RFC 2544): a
 * header value only, so the per-address sign-in limits see many people, as in real life.
 */
function address(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}
