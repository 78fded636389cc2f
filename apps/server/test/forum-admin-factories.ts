import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import {
  foro_respuestas,
  foro_respuestas_respuestas,
  foros_discusion,
} from '../src/db/schema/index';

const uniq = () => randomBytes(4).toString('hex');

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

/** A forum question of a course, without an answer limit unless given. */
export async function createForumQuestion(
  ctx: AppContext,
  curso: number,
  o: Partial<typeof foros_discusion.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(foros_discusion)
      .values({ pregunta: `¿Pregunta ${uniq()}?`, ...o, curso })
      .returning(),
    'forum question',
  );
}

/** An answer by `usuario` (a student passes their enrolment as `alumno_curso`). */
export async function createForumAnswer(
  ctx: AppContext,
  foro_discusion: number,
  usuario: number,
  o: Partial<typeof foro_respuestas.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(foro_respuestas)
      .values({ respuesta: `Respuesta ${uniq()}`, ...o, foro_discusion, usuario })
      .returning(),
    'forum answer',
  );
}

/** A reply to an answer (an item of its `respuestas2`). */
export async function createForumReply(
  ctx: AppContext,
  foro_discusion_respuesta: number,
  usuario: number,
  o: Partial<typeof foro_respuestas_respuestas.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(foro_respuestas_respuestas)
      .values({ respuesta: `Réplica ${uniq()}`, ...o, foro_discusion_respuesta, usuario })
      .returning(),
    'forum reply',
  );
}
