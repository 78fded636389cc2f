import type { AppContext } from '../src/app-context';
import { certificados } from '../src/db/schema/index';
import { createCourse, enrol } from './course-factories';
import { createAdmin } from './factories';

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * A certificate of a student (users.id) for a new course, inserted as issued: its row only, no
 * PDF (the platform CV and the applicants list read rows). `revoked` marks it revoked by a new
 * administrator.
 */
export async function createCertificate(
  ctx: AppContext,
  alumno: number,
  o: { curso: string; fecha?: string; revoked?: boolean },
) {
  const course = await createCourse(ctx, { nombre: o.curso });
  const enrolment = await enrol(ctx, alumno, course.id);
  const revocador = o.revoked ? await createAdmin(ctx) : undefined;
  const cert = first(
    await ctx.db
      .insert(certificados)
      .values({
        alumno_curso: enrolment.id,
        fecha_reconocimiento: o.fecha ?? '2026-10-15',
        ...(revocador ? { revocado_en: new Date(), revocado_por: revocador.id } : {}),
      })
      .returning(),
  );
  return { cert, course, enrolment };
}
