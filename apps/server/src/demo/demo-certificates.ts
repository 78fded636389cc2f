import type { Tx } from '../db/client';
import { certificados } from '../db/schema/index';
import type { DemoEnrolments } from './demo-learning';
import type { DemoPeople } from './demo-people';
import { dayAgo, daysAgo } from './demo-support';

/**
 * Ana's certificate of the Python course, which she finished and passed. The recognition PDF
 * (`archivo`) stays empty: it is rendered by the certificates feature, not by the demo.
 */
export async function seedDemoCertificates(
  tx: Tx,
  ids: { people: DemoPeople; enrolments: DemoEnrolments },
): Promise<void> {
  await tx.insert(certificados).values({
    alumno_curso: ids.enrolments.anaPython,
    fecha_reconocimiento: dayAgo(3),
    generado_por: ids.people.admin,
    created_at: daysAgo(3, 12),
  });
}
