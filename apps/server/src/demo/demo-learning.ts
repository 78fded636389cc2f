import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  alumno_curso,
  cursos,
  subtema_completado,
  subtemas,
  ultima_actividad,
  ultimo_subtema,
} from '../db/schema/index';
import { serverRoot } from '../paths';
import type { Storage } from '../platform/storage/storage.service';
import type { DemoCourses } from './demo-courses';
import { daysAgo, item } from './demo-support';

const DEMO_VIDEO_PATH = 'videos/demo-leccion.webm';

/**
 * A 12-second WebM (VP8, 320×180) recorded from a canvas, so a newcomer can play a demo lesson
 * and see it resume where they stopped. It is read from the server's folder, as the migrations
 * are, so the same path serves `src/` and the bundle in `dist/`.
 */
const demoVideoSource = path.join(serverRoot, 'assets/demo/demo-leccion.webm');

/** Stores the video the demo lessons point at; called once the demo has been committed. */
export async function writeDemoVideo(storage: Storage): Promise<void> {
  await storage.writeFile(DEMO_VIDEO_PATH, await readFile(demoVideoSource));
}

export interface DemoEnrolments {
  /** Ana: the Python course finished (all lessons), CCNA in progress. */
  anaPython: number;
  anaCcna: number;
  /** Luis: the Python course started, a third of it done. */
  luisPython: number;
  /** Luis: a CCNA trial whose access ended yesterday (progress visible, content closed). */
  luisCcna: number;
}

/**
 * Enrolments of both students and the lessons each has finished, so the course cards show
 * progress bars of all three colours (100 %, 71 %, 33 %), one card whose access has ended and
 * one enrolment pending confirmation.
 */
export async function seedDemoLearning(
  tx: Tx,
  ids: { students: number[]; courses: DemoCourses },
): Promise<DemoEnrolments> {
  const [ana, luis] = [item(ids.students, 0), item(ids.students, 1)];
  const { python, ccna } = ids.courses;
  // The first lessons of each course get the demo video, so the Video tab plays and resumes.
  await tx
    .update(subtemas)
    .set({ video: DEMO_VIDEO_PATH })
    .where(inArray(subtemas.id, [...python.subtemas.slice(0, 3), ...ccna.subtemas.slice(0, 3)]));
  const plan = [
    { alumno: ana, course: python, enrolledDaysAgo: 58, done: python.subtemas.length },
    { alumno: ana, course: ccna, enrolledDaysAgo: 18, done: 5 },
    { alumno: luis, course: python, enrolledDaysAgo: 45, done: 3 },
    { alumno: luis, course: ccna, enrolledDaysAgo: 15, done: 2, accesoHasta: daysAgo(1) },
  ];
  const rows = await tx
    .insert(alumno_curso)
    .values(
      plan.map((p) => ({
        alumno: p.alumno,
        curso: p.course.id,
        activo: 1,
        fecha: daysAgo(p.enrolledDaysAgo, 9),
        acceso_hasta: 'accesoHasta' in p ? p.accesoHasta : null,
      })),
    )
    .returning({ id: alumno_curso.id });

  // Lessons are finished in reading order, spread evenly from the enrolment until yesterday.
  await tx.insert(subtema_completado).values(
    plan.flatMap((p, pi) =>
      p.course.subtemas.slice(0, p.done).map((subtema, si) => ({
        alumno_curso: item(rows, pi).id,
        subtema,
        fecha: daysAgo(
          p.enrolledDaysAgo - Math.ceil(((si + 1) * (p.enrolledDaysAgo - 1)) / p.done),
          17,
        ),
      })),
    ),
  );

  // 'Continuar' on each card opens the lesson its student opened last: here, the last finished.
  await tx.insert(ultimo_subtema).values(
    plan.flatMap((p, pi) => {
      const subtema = p.course.subtemas[p.done - 1];
      return subtema === undefined
        ? []
        : [{ alumno_curso: item(rows, pi).id, subtema, fecha: daysAgo(1, 18) }];
    }),
  );
  // The gradebook's 'Última actividad': when each student last worked there (decision 026).
  await tx
    .insert(ultima_actividad)
    .values(plan.map((_, pi) => ({ alumno_curso: item(rows, pi).id, fecha: daysAgo(1 + pi, 18) })));

  // Decision 017: Ana registered two days ago for the paid course that starts next month; it
  // waits in 'Inscripciones' and her card says 'Pendiente de confirmación'.
  const [seguridad] = await tx
    .select({ id: cursos.id })
    .from(cursos)
    .where(eq(cursos.slug, 'fundamentos-de-ciberseguridad'));
  if (seguridad) {
    await tx
      .insert(alumno_curso)
      .values({ alumno: ana, curso: seguridad.id, estado: 'pendiente', fecha: daysAgo(2, 11) });
  }

  return {
    anaPython: item(rows, 0).id,
    anaCcna: item(rows, 1).id,
    luisPython: item(rows, 2).id,
    luisCcna: item(rows, 3).id,
  };
}
