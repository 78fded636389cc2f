import type { AppContext } from '../app-context';
import type { Tx } from '../db/client';
import { certificados } from '../db/schema/index';
import { issueCertificate } from '../modules/certificates/index';
import type { DemoEnrolments } from './demo-learning';
import type { DemoPeople } from './demo-people';
import { dayAgo, daysAgo } from './demo-support';

/**
 * Ana's certificate of the Python course, which she finished and passed, issued three days ago
 * with its real recognition PDF (rendered by the certificates feature, about a tenth of a second).
 */
export async function seedDemoCertificates(
  tx: Tx,
  ctx: AppContext,
  ids: { people: DemoPeople; enrolments: DemoEnrolments },
): Promise<void> {
  await tx.insert(certificados).values({
    alumno_curso: ids.enrolments.anaPython,
    fecha_reconocimiento: dayAgo(3),
    generado_por: ids.people.admin,
    created_at: daysAgo(3, 12),
    // She passed the course's one evaluation (demo-evaluations): the page may say so.
    evaluaciones_aprobadas: 1,
  });
  await issueCertificate(ctx, tx, ids.enrolments.anaPython, ids.people.admin);
}
