import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { avisos, avisos_vistos, grupos } from '../db/schema/index';
import type { DemoCourses } from './demo-courses';
import type { DemoEnrolments } from './demo-learning';
import type { DemoPeople } from './demo-people';
import { daysAgo } from './demo-support';

/**
 * Announcements ('Avisos', issue 24): one by the administrator to the whole Python course, and
 * one by the demo teacher to each of their active groups. Ana has seen the course-wide one
 * already, so her course view shows one unread; Luis has seen none. No mail: the demo's
 * students never asked for one.
 */
export async function seedDemoAnnouncements(
  tx: Tx,
  ids: { people: DemoPeople; courses: DemoCourses; enrolments: DemoEnrolments },
): Promise<void> {
  const { people, courses, enrolments } = ids;
  const groups = await tx
    .select({ id: grupos.id, curso: grupos.curso })
    .from(grupos)
    .where(and(eq(grupos.profesor, people.teacher), eq(grupos.activo, 1)));
  const pythonGroup = groups.find((g) => g.curso === courses.python.id);
  const ccnaGroup = groups.find((g) => g.curso === courses.ccna.id);

  await tx.insert(avisos).values([
    {
      curso: courses.python.id,
      autor: people.admin,
      titulo: 'Bienvenida al curso',
      contenido:
        '<p>¡Bienvenidos! Las grabaciones de cada clase en vivo quedan en la lección del día.</p>' +
        '<p>Cualquier duda, escríbanla en el <strong>foro del curso</strong>.</p>',
      destinatarios: 2,
      fecha: daysAgo(40),
    },
    ...(pythonGroup
      ? [
          {
            curso: courses.python.id,
            grupo: pythonGroup.id,
            autor: people.teacher,
            titulo: 'Sesión de repaso este sábado',
            contenido:
              '<p>Este sábado repasamos <em>pandas</em> antes de la evaluación. Traigan sus dudas.</p>',
            destinatarios: 2,
            fecha: daysAgo(2),
          },
        ]
      : []),
    ...(ccnaGroup
      ? [
          {
            curso: courses.ccna.id,
            grupo: ccnaGroup.id,
            autor: people.teacher,
            titulo: 'Laboratorio de subredes',
            contenido:
              '<p>Para el jueves: terminen el laboratorio de subredes en Packet Tracer.</p>' +
              '<ul><li>Subneteo de la red 192.168.10.0/24</li><li>Tabla de direcciones</li></ul>',
            destinatarios: 1,
            fecha: daysAgo(1),
          },
        ]
      : []),
  ]);
  await tx
    .insert(avisos_vistos)
    .values({ alumno_curso: enrolments.anaPython, visto_hasta: daysAgo(30) });
}
