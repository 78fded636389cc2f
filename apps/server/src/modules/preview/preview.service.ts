import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { getCourse } from '../catalog/index';
import { courseOutline, getSubtema, withStatus } from '../learning/index';

/**
 * The outline a student's course view shows, nothing finished, opening on the first lesson.
 * Reads only: no enrolment is made or needed, and no progress or visit is recorded.
 */
export async function previewCourse(ctx: AppContext, curso: number) {
  const course = await getCourse(ctx, curso);
  const content = withStatus(await courseOutline(ctx, curso), []);
  return {
    content,
    dataCurso: { id: course.id, nombre: course.nombre, slug: course.slug, estado: course.estado },
    subtemaActual: content.flatMap((t) => t.subtemas)[0]?.id ?? 0,
  };
}

/**
 * The lesson exactly as a student reads it (files signed for this administrator). The call is
 * administrators' only, and learning's reading of a lesson for an administrator checks no
 * enrolment and writes nothing (no 'last lesson opened', no completion).
 */
export function previewLesson(
  ctx: AppContext,
  user: AuthUser,
  input: { curso: number; subtema: number },
) {
  return getSubtema(ctx, user, input);
}
