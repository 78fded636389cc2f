import type { Tx } from '../db/client';
import { foro_respuestas, foro_respuestas_respuestas, foros_discusion } from '../db/schema/index';
import type { DemoCourses } from './demo-courses';
import type { DemoEnrolments } from './demo-learning';
import type { DemoPeople } from './demo-people';
import { daysAgo, item } from './demo-support';

/**
 * A discussion question in each content course, with answers of both students and the teacher
 * and replies nested under them. Students write under their enrolment; staff do not have one.
 */
export async function seedDemoForum(
  tx: Tx,
  ids: { people: DemoPeople; courses: DemoCourses; enrolments: DemoEnrolments },
): Promise<void> {
  const { people, courses, enrolments } = ids;
  const [ana, luis] = [item(people.students, 0), item(people.students, 1)];
  const teacher = people.teacher;

  const forums = await tx
    .insert(foros_discusion)
    .values([
      {
        curso: courses.python.id,
        pregunta:
          '¿Qué conjunto de datos elegiste para tu proyecto final y qué pregunta quieres responder con él?',
        respuestas_por_alumno: 2,
        created_at: daysAgo(40),
        updated_at: daysAgo(40),
      },
      {
        curso: courses.ccna.id,
        pregunta:
          'Comparte un problema de red que hayas resuelto en tu trabajo. ¿En qué capa del modelo OSI estaba?',
        respuestas_por_alumno: null,
        created_at: daysAgo(15),
        updated_at: daysAgo(15),
      },
    ])
    .returning({ id: foros_discusion.id });
  const [pythonForum, ccnaForum] = [item(forums, 0).id, item(forums, 1).id];

  const answers = await tx
    .insert(foro_respuestas)
    .values([
      {
        foro_discusion: pythonForum,
        usuario: ana,
        alumno_curso: enrolments.anaPython,
        respuesta:
          'Elegí los datos abiertos de calidad del aire de la Ciudad de México. Quiero saber si los días sin auto redujeron el ozono.',
        fecha: daysAgo(12, 9),
      },
      {
        foro_discusion: pythonForum,
        usuario: luis,
        alumno_curso: enrolments.luisPython,
        respuesta:
          'Voy a usar las ventas de la tienda donde trabajo (sin datos personales) para predecir la demanda por temporada.',
        fecha: daysAgo(10, 16),
      },
      {
        foro_discusion: pythonForum,
        usuario: teacher,
        alumno_curso: null,
        respuesta:
          'Recuerden documentar la limpieza de datos: en la entrega cuenta tanto como el modelo.',
        fecha: daysAgo(9, 10),
      },
      {
        foro_discusion: ccnaForum,
        usuario: ana,
        alumno_curso: enrolments.anaCcna,
        respuesta:
          'Una impresora dejó de responder porque tenía una IP fija duplicada. Era un problema de capa 3.',
        fecha: daysAgo(7, 13),
      },
    ])
    .returning({ id: foro_respuestas.id });

  await tx.insert(foro_respuestas_respuestas).values([
    {
      foro_discusion_respuesta: item(answers, 0).id,
      usuario: teacher,
      alumno_curso: null,
      respuesta: '¡Muy buena pregunta, Ana! Compara también con los fines de semana.',
      fecha: daysAgo(11, 10),
    },
    {
      foro_discusion_respuesta: item(answers, 0).id,
      usuario: luis,
      alumno_curso: enrolments.luisPython,
      respuesta: '¿Dónde encontraste esos datos? Me interesa para practicar.',
      fecha: daysAgo(11, 15),
    },
    {
      foro_discusion_respuesta: item(answers, 0).id,
      usuario: ana,
      alumno_curso: enrolments.anaPython,
      respuesta: 'En el portal de datos abiertos de la ciudad, sección de medio ambiente.',
      fecha: daysAgo(10, 9),
    },
    {
      foro_discusion_respuesta: item(answers, 3).id,
      usuario: teacher,
      alumno_curso: null,
      respuesta: 'Exacto. Un escaneo de ARP o la tabla del DHCP te habría ayudado a encontrarla.',
      fecha: daysAgo(6, 10),
    },
  ]);
}
