import type { Tx } from '../db/client';
import {
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
  type OrdenIntento,
} from '../db/schema/index';
import type { DemoCourses } from './demo-courses';
import type { DemoEnrolments } from './demo-learning';
import { daysAgo, item, seededRandom } from './demo-support';

interface QuestionText {
  pregunta: string;
  /** 1 single choice, 2 multiple choice. */
  tipo: 1 | 2;
  respuestas: { respuesta: string; correcta: 0 | 1 }[];
}

interface EvaluationText {
  nombre: string;
  instrucciones: string;
  no_intentos: number;
  calificacion_aprobatoria: string;
  /** Minutes per attempt; absent: no limit (decision 019). */
  tiempo_limite_minutos?: number;
  /** When a review shows the correct answers: 0 never, 1 once passed, 2 once passed or out. */
  mostrar_respuestas: 0 | 1 | 2;
  preguntas: QuestionText[];
}

const ok = (respuesta: string) => ({ respuesta, correcta: 1 as const });
const no = (respuesta: string) => ({ respuesta, correcta: 0 as const });

const pythonEvaluation: EvaluationText = {
  nombre: 'Evaluación final: Ciencia de datos con Python',
  instrucciones: `<p>Esta evaluación tiene <strong>5 preguntas</strong> sobre todo el curso.</p>
<ul>
<li>Algunas preguntas tienen una sola respuesta correcta y otras varias: marca todas las que apliquen.</li>
<li>Necesitas <strong>70</strong> para aprobar y tienes tres intentos.</li>
</ul>`,
  no_intentos: 3,
  calificacion_aprobatoria: '70.00',
  mostrar_respuestas: 2,
  preguntas: [
    {
      pregunta: '¿Qué función de pandas lee un archivo CSV?',
      tipo: 1,
      respuestas: [ok('pd.read_csv()'), no('pd.open_csv()'), no('pd.load()')],
    },
    {
      pregunta: '¿Cuáles de estas bibliotecas sirven para visualizar datos?',
      tipo: 2,
      respuestas: [ok('matplotlib'), ok('seaborn'), no('requests'), no('flask')],
    },
    {
      pregunta: '¿Qué método elimina las filas duplicadas de un DataFrame?',
      tipo: 1,
      respuestas: [ok('drop_duplicates()'), no('dropna()'), no('unique()')],
    },
    {
      pregunta: '¿Cuáles son estructuras de datos nativas de Python?',
      tipo: 2,
      respuestas: [ok('Lista'), ok('Diccionario'), no('DataFrame'), ok('Tupla')],
    },
    {
      pregunta: '¿Qué métrica sirve para evaluar una regresión lineal?',
      tipo: 1,
      respuestas: [
        ok('Error absoluto medio'),
        no('Matriz de confusión'),
        no('Exactitud (accuracy)'),
      ],
    },
  ],
};

const ccnaEvaluation: EvaluationText = {
  nombre: 'Examen parcial: Fundamentos de redes',
  instrucciones: `<p>Responde las preguntas del primer tema. Necesitas <strong>80</strong> para aprobar
y tienes dos intentos de 20 minutos cada uno.</p>`,
  no_intentos: 2,
  calificacion_aprobatoria: '80.00',
  tiempo_limite_minutos: 20,
  mostrar_respuestas: 1,
  preguntas: [
    {
      pregunta: '¿En qué capa del modelo OSI trabaja un router?',
      tipo: 1,
      respuestas: [no('Capa 2, enlace'), ok('Capa 3, red'), no('Capa 4, transporte')],
    },
    {
      pregunta: '¿Cuáles de estos protocolos son de la capa de transporte?',
      tipo: 2,
      respuestas: [ok('TCP'), ok('UDP'), no('IP'), no('Ethernet')],
    },
    {
      pregunta: '¿Cuántos hosts utilizables tiene una red /27?',
      tipo: 1,
      respuestas: [ok('30'), no('32'), no('62')],
    },
  ],
};

const evaluationTexts = [pythonEvaluation, ccnaEvaluation];

/**
 * The demo attempts at the Python evaluation. `elegidas` lists, per question (in the order
 * above), the indexes of the options the student ticked. Ana fails once and then passes; Luis
 * fails his first attempt and still has two left.
 */
const attempts = (e: DemoEnrolments) => [
  {
    alumno_curso: e.anaPython,
    no_intento: 1,
    diasAtras: 6,
    elegidas: [[0], [0], [0], [0, 1], [0]],
  },
  {
    alumno_curso: e.anaPython,
    no_intento: 2,
    diasAtras: 4,
    elegidas: [[0], [0, 1], [0], [0, 1, 3], [0]],
  },
  {
    alumno_curso: e.luisPython,
    no_intento: 1,
    diasAtras: 2,
    elegidas: [[0], [0, 2], [1], [0, 1, 2], [0]],
  },
];

/** Shuffles a copy with the demo's seeded generator (Fisher–Yates), as a real attempt draws. */
function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [item(copy, j), item(copy, i)];
  }
  return copy;
}

/** Evaluations of both content courses, with a failed and a passed attempt graded per question. */
export async function seedDemoEvaluations(
  tx: Tx,
  ids: { courses: DemoCourses; enrolments: DemoEnrolments },
): Promise<void> {
  const evaluationRows = await tx
    .insert(evaluaciones)
    .values(
      evaluationTexts.map(({ preguntas: _p, ...e }, i) => ({
        ...e,
        curso: i === 0 ? ids.courses.python.id : ids.courses.ccna.id,
        created_at: daysAgo(50),
        updated_at: daysAgo(50),
      })),
    )
    .returning({ id: evaluaciones.id });

  const questionRows = await tx
    .insert(evaluacion_preguntas)
    .values(
      evaluationTexts.flatMap((e, ei) =>
        e.preguntas.map((q, qi) => ({
          evaluacion: item(evaluationRows, ei).id,
          pregunta: q.pregunta,
          tipo: q.tipo,
          orden: qi + 1,
        })),
      ),
    )
    .returning({ id: evaluacion_preguntas.id });
  const questions = evaluationTexts.flatMap((e) => e.preguntas);

  const optionRows = await tx
    .insert(evaluacion_respuestas)
    .values(
      questions.flatMap((q, qi) =>
        q.respuestas.map((r, ri) => ({
          ...r,
          pregunta: item(questionRows, qi).id,
          orden: ri + 1,
        })),
      ),
    )
    .returning({ id: evaluacion_respuestas.id });
  // The option ids of each question, in the order of the texts above.
  let next = 0;
  const optionIds = questions.map((q) => q.respuestas.map(() => item(optionRows, next++).id));

  // Only the Python evaluation (the first `pythonEvaluation.preguntas.length` questions) has attempts.
  const python = pythonEvaluation.preguntas.map((q, qi) => ({
    text: q,
    id: item(questionRows, qi).id,
    options: item(optionIds, qi),
  }));
  const random = seededRandom(2002);
  const graded = attempts(ids.enrolments).map((a) => {
    const answers = python.map((q, qi) => {
      const chosen = item(a.elegidas, qi);
      const correct = q.text.respuestas.flatMap((r, ri) => (r.correcta ? [ri] : []));
      const texts = (indexes: number[]) =>
        indexes.map((ri) => item(q.text.respuestas, ri).respuesta).join(', ');
      const right = chosen.length === correct.length && chosen.every((c) => correct.includes(c));
      return {
        pregunta: q.id,
        respuestas: chosen.map((ri) => item(q.options, ri)),
        pregunta_pregunta: q.text.pregunta,
        respuesta_respuesta_alumno: texts(chosen),
        respuesta_correcta_evaluacion: texts(correct),
        resultado: right ? 1 : 0,
      };
    });
    const calificacion = (100 * answers.filter((x) => x.resultado === 1).length) / answers.length;
    const orden: OrdenIntento = shuffled(random, python).map((q) => ({
      pregunta: q.id,
      respuestas: shuffled(random, q.options),
    }));
    return { attempt: a, answers, calificacion, orden };
  });

  const passing = Number(pythonEvaluation.calificacion_aprobatoria);
  const attemptRows = await tx
    .insert(alumno_evaluacion_curso)
    .values(
      graded.map((g) => ({
        alumno_curso: g.attempt.alumno_curso,
        evaluacion: item(evaluationRows, 0).id,
        no_intento: g.attempt.no_intento,
        orden_preguntas: g.orden,
        iniciado_en: daysAgo(g.attempt.diasAtras, 11),
        fecha: new Date(daysAgo(g.attempt.diasAtras, 11).getTime() + 18 * 60 * 1000),
        calificacion: g.calificacion.toFixed(2),
        resultado: g.calificacion >= passing ? 1 : 0,
      })),
    )
    .returning({ id: alumno_evaluacion_curso.id });

  await tx.insert(alumno_evaluacion_respuestas).values(
    graded.flatMap((g, gi) =>
      g.answers.map((answer) => ({
        ...answer,
        alumno_evaluacion_curso: item(attemptRows, gi).id,
      })),
    ),
  );
}
