import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import { alumno_curso, categorias_curso, cursos, subtemas, temas } from '../src/db/schema/index';

const uniq = () => randomBytes(4).toString('hex');

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

export async function createCourseCategory(ctx: AppContext, nombre = `Categoría ${uniq()}`) {
  return first(await ctx.db.insert(categorias_curso).values({ nombre }).returning(), 'category');
}

export type CourseOverrides = Partial<typeof cursos.$inferInsert>;

/** A course (in a new category unless one is given) with a unique name and slug. */
export async function createCourse(ctx: AppContext, overrides: CourseOverrides = {}) {
  const tag = uniq();
  const categoria = overrides.categoria ?? (await createCourseCategory(ctx)).id;
  return first(
    await ctx.db
      .insert(cursos)
      .values({
        nombre: `Curso ${tag}`,
        slug: `curso-${tag}`,
        descripcion: 'Un curso de prueba.',
        horas_curso: 40,
        precio: '1500.00',
        dias_plataforma: 365,
        fecha_inicio: '2026-01-15',
        fecha_fin: '2026-12-15',
        ...overrides,
        categoria,
      })
      .returning(),
    'course',
  );
}

/** A topic of a course; `orden` defaults to 1. */
export async function createTopic(
  ctx: AppContext,
  curso: number,
  o: Partial<typeof temas.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(temas)
      .values({ nombre: `Tema ${uniq()}`, ...o, curso })
      .returning(),
    'topic',
  );
}

/** A subtopic (lesson) of a topic; `orden` defaults to 1. */
export async function createSubtopic(
  ctx: AppContext,
  tema: number,
  o: Partial<typeof subtemas.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(subtemas)
      .values({ nombre: `Subtema ${uniq()}`, ...o, tema })
      .returning(),
    'subtopic',
  );
}

/** Enrols a student in a course (an `alumno_curso` row, active by default). */
export async function enrol(
  ctx: AppContext,
  alumno: number,
  curso: number,
  o: Partial<typeof alumno_curso.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(alumno_curso)
      .values({ ...o, alumno, curso })
      .returning(),
    'enrolment',
  );
}
