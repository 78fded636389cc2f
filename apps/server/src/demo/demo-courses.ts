import type { Tx } from '../db/client';
import {
  categorias_curso,
  cursos,
  materiales,
  quiz_preguntas,
  quizzes,
  subtemas,
  temas,
} from '../db/schema/index';
import {
  ccnaTopics,
  type MaterialText,
  materialTexts,
  pythonTopics,
  quizTexts,
  type TopicText,
} from './demo-course-content';
import { type DemoCourseImage, demoImagePaths } from './demo-course-images';
import { dayAgo, item } from './demo-support';

export interface DemoCourse {
  id: number;
  /** The course's lessons in reading order (topic by topic). */
  subtemas: number[];
}

export interface DemoCourses {
  python: DemoCourse;
  ccna: DemoCourse;
}

/** The files the demo materials point at, to write once the demo has been committed. */
export const demoMaterialFiles: readonly Pick<MaterialText, 'archivo' | 'contenido'>[] =
  materialTexts;

/** The covers of the demo courses, drawn once the demo has been committed. */
export const demoCourseImages: readonly DemoCourseImage[] = [
  {
    slug: 'ciencia-de-datos-con-python',
    titulo: 'Ciencia de datos con Python',
    colores: ['#1c7ed6', '#0b7285'],
  },
  { slug: 'cisco-ccna-200-301', titulo: 'Cisco CCNA 200-301', colores: ['#0b7285', '#2b8a3e'] },
  {
    slug: 'fundamentos-de-ciberseguridad',
    titulo: 'Ciberseguridad',
    colores: ['#862e9c', '#c92a2a'],
  },
];

const categories = ['Ciencia de datos', 'Redes', 'Nube', 'Ciberseguridad'] as const;

const courses = [
  {
    key: 'python',
    nombre: 'Ciencia de datos con Python',
    slug: 'ciencia-de-datos-con-python',
    categoria: 'Ciencia de datos',
    descripcion:
      'Aprende a limpiar, analizar y visualizar datos con Python, pandas y scikit-learn, y termina con un proyecto para tu portafolio.',
    horas_curso: 40,
    precio: '12000.00',
    dias_plataforma: 365,
    fecha_inicio: dayAgo(60),
    fecha_fin: dayAgo(-30),
    topics: pythonTopics,
  },
  {
    key: 'ccna',
    nombre: 'Cisco CCNA 200-301',
    slug: 'cisco-ccna-200-301',
    categoria: 'Redes',
    descripcion:
      'Prepárate para la certificación CCNA: fundamentos de redes, conmutación, enrutamiento y prácticas en Packet Tracer.',
    horas_curso: 60,
    precio: '9500.00',
    dias_plataforma: 365,
    // 'Prueba gratuita': registro/cisco-ccna-200-301 offers the 7-day lessons-only trial.
    prueba_gratuita: true,
    fecha_inicio: dayAgo(20),
    fecha_fin: dayAgo(-100),
    topics: ccnaTopics,
  },
  {
    key: 'seguridad',
    nombre: 'Fundamentos de ciberseguridad',
    slug: 'fundamentos-de-ciberseguridad',
    categoria: 'Ciberseguridad',
    descripcion:
      'Conoce las amenazas más comunes, cómo proteger redes y sistemas, y prepárate para un puesto en un centro de operaciones de seguridad.',
    horas_curso: 30,
    precio: '8000.00',
    dias_plataforma: 180,
    fecha_inicio: dayAgo(-30),
    fecha_fin: dayAgo(-90),
    topics: [] as TopicText[],
  },
] as const;

/**
 * Course categories and three courses with their covers: two complete, with topics, lessons,
 * materials and a quiz each, and one starting next month with its registration open and no
 * content yet.
 * PostgreSQL returns the rows of a multi-row `insert … values … returning` in the order of the
 * values, which is how the ids below are matched to their rows.
 */
export async function seedDemoCourses(tx: Tx): Promise<DemoCourses> {
  const categoryRows = await tx
    .insert(categorias_curso)
    .values(categories.map((nombre) => ({ nombre })))
    .returning({ id: categorias_curso.id });
  const courseRows = await tx
    .insert(cursos)
    .values(
      courses.map(({ key: _key, topics: _topics, categoria, ...c }) => ({
        ...c,
        ...demoImagePaths(c.slug),
        categoria: item(categoryRows, categories.indexOf(categoria)).id,
      })),
    )
    .returning({ id: cursos.id });

  const topicValues = courses.flatMap((c, ci) =>
    c.topics.map((t, ti) => ({ curso: item(courseRows, ci).id, nombre: t.nombre, orden: ti + 1 })),
  );
  const topicRows = await tx.insert(temas).values(topicValues).returning({ id: temas.id });

  const allTopics = courses.flatMap((c) => c.topics);
  const lessonValues = allTopics.flatMap((t, ti) =>
    t.subtemas.map((s, si) => ({
      tema: item(topicRows, ti).id,
      nombre: s.nombre,
      nota: s.nota,
      orden: si + 1,
    })),
  );
  const lessonRows = await tx
    .insert(subtemas)
    .values(lessonValues)
    .returning({ id: subtemas.id, nombre: subtemas.nombre });
  const lessonId = (nombre: string) => {
    const row = lessonRows.find((r) => r.nombre === nombre);
    if (!row) throw new Error(`demo data: lesson ${nombre} missing`);
    return row.id;
  };

  await tx.insert(materiales).values(
    materialTexts.map((m) => ({
      subtema: lessonId(m.subtema),
      nombre: m.nombre,
      archivo: m.archivo,
    })),
  );

  const quizRows = await tx
    .insert(quizzes)
    .values(quizTexts.map((q) => ({ subtema: lessonId(q.subtema), nombre: q.nombre })))
    .returning({ id: quizzes.id });
  await tx
    .insert(quiz_preguntas)
    .values(
      quizTexts.flatMap((q, qi) =>
        q.preguntas.map((p, pi) => ({ ...p, quiz: item(quizRows, qi).id, orden: pi + 1 })),
      ),
    );

  const lessonsOf = (topics: readonly TopicText[]) =>
    topics.flatMap((t) => t.subtemas.map((s) => lessonId(s.nombre)));
  return {
    python: { id: item(courseRows, 0).id, subtemas: lessonsOf(pythonTopics) },
    ccna: { id: item(courseRows, 1).id, subtemas: lessonsOf(ccnaTopics) },
  };
}
