import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  certificaciones,
  cursos,
  evaluaciones,
  habilidades,
  idiomas,
  programas,
  puestos,
  subtema_completado,
  subtemas,
  temas,
  users,
} from '../../db/schema/index';

/** The five profile sections, keyed as the contract names them. */
export const sections = { puestos, programas, certificaciones, idiomas, habilidades } as const;
export type Section = keyof typeof sections;

/** The columns a profile item is answered with, per section: listed, added and edited alike. */
const puestoColumns = {
  id: puestos.id,
  puesto: puestos.puesto,
  empresa: puestos.empresa,
  fecha_inicio: puestos.fecha_inicio,
  fecha_fin: puestos.fecha_fin,
  descripcion: puestos.descripcion,
};
const programaColumns = {
  id: programas.id,
  programa: programas.programa,
  institucion: programas.institucion,
  fecha_inicio: programas.fecha_inicio,
  fecha_fin: programas.fecha_fin,
};
const certificacionColumns = {
  id: certificaciones.id,
  nombre: certificaciones.nombre,
  institucion: certificaciones.institucion,
  fecha: certificaciones.fecha,
  url: certificaciones.url,
};
const idiomaColumns = { id: idiomas.id, idioma: idiomas.idioma, nivel: idiomas.nivel };
const habilidadColumns = {
  id: habilidades.id,
  habilidad: habilidades.habilidad,
  nivel: habilidades.nivel,
};

/** A user's profile sections: five small queries run together, none per row. */
export async function listProfile(db: Db, alumno: number) {
  const [p, e, c, i, h] = await Promise.all([
    db
      .select(puestoColumns)
      .from(puestos)
      .where(eq(puestos.alumno, alumno))
      .orderBy(sql`${puestos.fecha_inicio} desc nulls last`, asc(puestos.id))
      .limit(200),
    db
      .select(programaColumns)
      .from(programas)
      .where(eq(programas.alumno, alumno))
      .orderBy(sql`${programas.fecha_inicio} desc nulls last`, asc(programas.id))
      .limit(200),
    db
      .select(certificacionColumns)
      .from(certificaciones)
      .where(eq(certificaciones.alumno, alumno))
      .orderBy(sql`${certificaciones.fecha} desc nulls last`, asc(certificaciones.id))
      .limit(200),
    db
      .select(idiomaColumns)
      .from(idiomas)
      .where(eq(idiomas.alumno, alumno))
      .orderBy(asc(idiomas.id))
      .limit(200),
    db
      .select(habilidadColumns)
      .from(habilidades)
      .where(eq(habilidades.alumno, alumno))
      .orderBy(asc(habilidades.id))
      .limit(200),
  ]);
  return { puestos: p, programas: e, certificaciones: c, idiomas: i, habilidades: h };
}

export async function insertPuesto(db: Db, values: typeof puestos.$inferInsert) {
  const [row] = await db.insert(puestos).values(values).returning(puestoColumns);
  return row;
}

export async function insertPrograma(db: Db, values: typeof programas.$inferInsert) {
  const [row] = await db.insert(programas).values(values).returning(programaColumns);
  return row;
}

export async function insertCertificacion(db: Db, values: typeof certificaciones.$inferInsert) {
  const [row] = await db.insert(certificaciones).values(values).returning(certificacionColumns);
  return row;
}

export async function insertIdioma(db: Db, values: typeof idiomas.$inferInsert) {
  const [row] = await db.insert(idiomas).values(values).returning(idiomaColumns);
  return row;
}

export async function insertHabilidad(db: Db, values: typeof habilidades.$inferInsert) {
  const [row] = await db.insert(habilidades).values(values).returning(habilidadColumns);
  return row;
}

/**
 * Edits the item only if it is the user's own (one statement: the owner is part of the `where`);
 * answers the edited row, or nothing when there is none of theirs with that id.
 */
export async function updatePuesto(
  db: Db,
  id: number,
  alumno: number,
  values: Omit<typeof puestos.$inferInsert, 'alumno'>,
) {
  const [row] = await db
    .update(puestos)
    .set(values)
    .where(and(eq(puestos.id, id), eq(puestos.alumno, alumno)))
    .returning(puestoColumns);
  return row;
}

export async function updatePrograma(
  db: Db,
  id: number,
  alumno: number,
  values: Omit<typeof programas.$inferInsert, 'alumno'>,
) {
  const [row] = await db
    .update(programas)
    .set(values)
    .where(and(eq(programas.id, id), eq(programas.alumno, alumno)))
    .returning(programaColumns);
  return row;
}

export async function updateCertificacion(
  db: Db,
  id: number,
  alumno: number,
  values: Omit<typeof certificaciones.$inferInsert, 'alumno'>,
) {
  const [row] = await db
    .update(certificaciones)
    .set(values)
    .where(and(eq(certificaciones.id, id), eq(certificaciones.alumno, alumno)))
    .returning(certificacionColumns);
  return row;
}

export async function updateIdioma(
  db: Db,
  id: number,
  alumno: number,
  values: Omit<typeof idiomas.$inferInsert, 'alumno'>,
) {
  const [row] = await db
    .update(idiomas)
    .set(values)
    .where(and(eq(idiomas.id, id), eq(idiomas.alumno, alumno)))
    .returning(idiomaColumns);
  return row;
}

export async function updateHabilidad(
  db: Db,
  id: number,
  alumno: number,
  values: Omit<typeof habilidades.$inferInsert, 'alumno'>,
) {
  const [row] = await db
    .update(habilidades)
    .set(values)
    .where(and(eq(habilidades.id, id), eq(habilidades.alumno, alumno)))
    .returning(habilidadColumns);
  return row;
}

/** Deletes the item only if it is the user's own; answers whether one was deleted. */
export async function deleteOwn(db: Db, section: Section, id: number, alumno: number) {
  const table = sections[section];
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.alumno, alumno)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, imagen: users.imagen, password: users.password })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Deactivates the account (the caller ends its sessions in the same transaction). */
export async function deactivateUser(tx: Tx, id: number) {
  await tx.update(users).set({ is_active: false, updated_at: sql`now()` }).where(eq(users.id, id));
}

/**
 * The first unfinished lesson of each enrolment, in reading order: one query (`distinct on`)
 * for all of them.
 */
export async function nextLessons(db: Db, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return [];
  return db
    .selectDistinctOn([alumno_curso.id], {
      alumno_curso: alumno_curso.id,
      id: subtemas.id,
      nombre: subtemas.nombre,
    })
    .from(alumno_curso)
    .innerJoin(temas, eq(temas.curso, alumno_curso.curso))
    .innerJoin(subtemas, eq(subtemas.tema, temas.id))
    .leftJoin(
      subtema_completado,
      and(
        eq(subtema_completado.alumno_curso, alumno_curso.id),
        eq(subtema_completado.subtema, subtemas.id),
      ),
    )
    .where(and(inArray(alumno_curso.id, enrolmentIds), isNull(subtema_completado.id)))
    .orderBy(alumno_curso.id, temas.orden, temas.id, subtemas.orden, subtemas.id);
}

/** Evaluations of the enrolments' courses not passed yet that still have attempts left. */
export async function pendingEvaluations(db: Db, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return [];
  const submitted = sql`(select count(*) from ${alumno_evaluacion_curso} a where a.alumno_curso = ${alumno_curso.id} and a.evaluacion = ${evaluaciones.id} and a.fecha is not null)`;
  const passed = sql`exists (select 1 from ${alumno_evaluacion_curso} a where a.alumno_curso = ${alumno_curso.id} and a.evaluacion = ${evaluaciones.id} and a.resultado = 1)`;
  return db
    .select({ alumno_curso: alumno_curso.id, id: evaluaciones.id, nombre: evaluaciones.nombre })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .innerJoin(evaluaciones, eq(evaluaciones.curso, cursos.id))
    .where(
      and(
        inArray(alumno_curso.id, enrolmentIds),
        isNull(evaluaciones.archivada_en),
        sql`not ${passed}`,
        sql`${submitted} < ${evaluaciones.no_intentos}`,
      ),
    )
    .orderBy(alumno_curso.id, evaluaciones.id);
}
