import type { TPreguntaEvaluacionAlumno } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import type { AppContext } from '../../app-context';
import type { OrdenIntento } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth/auth-user';
import { cachedRead } from '../../platform/cache/cached-read';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { auditRow, auditRowOfUnknownEntity } from '../audit/index';
import { issueCertificateIfCompleted } from '../certificates/index';
import {
  admitOwnWithAccess,
  type Caller,
  callerNow,
  checkOwnWithAccess,
  INSCRIPCION_AJENA,
  ownEnrolment,
} from '../learning/index';
import { queueGradedNotice } from '../notifications/index';
import * as repo from './evaluations-student.repository';
import {
  ATTEMPT_NOT_FOUND,
  EVALUACION_NO_ENCONTRADA,
  INTENTO_SIN_ENVIAR,
  preguntaFueraDelIntento,
  respuestaDeOtraPregunta,
  SIN_INTENTO_ABIERTO,
  SIN_INTENTOS,
  TIEMPO_AGOTADO,
  unaSolaRespuesta,
} from './messages';

/** Fisher–Yates on a copy, with the platform's random source. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/** The order one attempt draws: questions and options shuffled when the evaluation says so. */
export function drawOrder(
  questions: repo.StudentQuestion[],
  flags: { preguntas_aleatorias: number; respuestas_aleatorias: number },
): OrdenIntento {
  const ordered = flags.preguntas_aleatorias === 1 ? shuffle(questions) : questions;
  return ordered.map((q) => {
    const ids = q.respuestas.map((r) => r.id);
    return { pregunta: q.id, respuestas: flags.respuestas_aleatorias === 1 ? shuffle(ids) : ids };
  });
}

/** The attempt's questions in its stored order, without which options are correct. */
export function questionsInOrder(
  order: OrdenIntento,
  questions: repo.StudentQuestion[],
): TPreguntaEvaluacionAlumno[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return order.flatMap((o) => {
    const q = byId.get(o.pregunta);
    if (!q) return [];
    const options = new Map(q.respuestas.map((r) => [r.id, r.respuesta]));
    return [
      {
        id: q.id,
        pregunta: q.pregunta,
        tipo: q.tipo,
        respuestas: o.respuestas.flatMap((id) => {
          const respuesta = options.get(id);
          return respuesta === undefined ? [] : [{ id, respuesta }];
        }),
      },
    ];
  });
}

/**
 * An evaluation's settings and its questions change only when an administrator edits them:
 * kept until then (decision 015).
 */
function cachedEvaluation(ctx: AppContext, evaluacion: number) {
  return cachedRead(ctx.cache, `evaluation ${evaluacion}`, repo.EVALUATION_TABLES, () =>
    repo.findEvaluationWithQuestions(ctx.db, evaluacion),
  );
}

type Evaluation = NonNullable<Awaited<ReturnType<typeof cachedEvaluation>>>;

/**
 * A timed attempt still open whose deadline and grace passed at `ahora`: nothing sent in time
 * will come any more, so it is closed (`closeExpiredAttempts`) before it is shown or counted.
 */
function ranOut(attempt: { fecha: unknown; vence_en: string | Date | null }, ahora: Date): boolean {
  if (attempt.fecha !== null || attempt.vence_en === null) return false;
  const deadline = new Date(attempt.vence_en).getTime();
  return deadline + repo.GRACIA_ENVIO_SEGUNDOS * 1000 < ahora.getTime();
}

function ofEnrolment(evaluation: Evaluation | undefined, curso: number): Evaluation {
  if (!evaluation || evaluation.archivada_en !== null) throw notFound(EVALUACION_NO_ENCONTRADA);
  if (evaluation.curso !== curso) throw forbidden(INSCRIPCION_AJENA);
  return evaluation;
}

/**
 * The caller's enrolment with its attempts at the evaluation, and the evaluation: read at once,
 * since neither needs the other, then checked together.
 */
async function enrolmentAndEvaluation(
  ctx: AppContext,
  who: Caller,
  input: { evaluacion: number; alumno_curso: number },
) {
  const [row, found] = await Promise.all([
    repo.findEnrolmentWithAttempts(ctx.db, input.alumno_curso, input.evaluacion, who),
    cachedEvaluation(ctx, input.evaluacion),
  ]);
  const { intentos, ...enrolment } = await admitOwnWithAccess(ctx, row, who);
  const evaluation = ofEnrolment(found, enrolment.curso);
  if (!intentos.some((a) => ranOut(a, who.ahora))) return { enrolment, intentos, evaluation };
  // Closed on this read (decision 019), then read again: rare, so the usual read stays one.
  await repo.closeExpiredAttempts(ctx.db, {
    alumno_curso: enrolment.id,
    evaluacion: evaluation.id,
    ahora: who.ahora,
  });
  const again = await repo.findEnrolmentWithAttempts(
    ctx.db,
    input.alumno_curso,
    input.evaluacion,
    who,
  );
  return { enrolment, intentos: checkOwnWithAccess(again, ctx.config).intentos, evaluation };
}

type SubmittedAttempt = {
  id: number;
  fecha: Date | null;
  evaluacion_nombre: string;
  no_intento: number;
  calificacion: string | null;
  resultado: number | null;
};

function summary(attempts: SubmittedAttempt[], no_intentos: number) {
  return {
    content: attempts.map((a) => ({
      id: a.id,
      fecha: (a.fecha ?? new Date(0)).toISOString(),
      evaluacion_nombre: a.evaluacion_nombre,
      no_intento: a.no_intento,
      calificacion: a.calificacion ?? '0.00',
      resultado: a.resultado ?? 0,
    })),
    datosResultadoEvaluacion: {
      resultado: attempts.some((a) => a.resultado === 1) ? 1 : 0,
      no_intentos,
      intentos_realizados: attempts.length,
      calificacion: attempts.at(-1)?.calificacion ?? null,
    },
  };
}

export async function getEvaluacionesCursoAlumno(
  ctx: AppContext,
  user: AuthUser,
  input: { curso: number; alumno_curso: number },
) {
  const enrolment = await ownEnrolment(ctx, user, { id: input.alumno_curso });
  if (enrolment.curso !== input.curso) throw forbidden(INSCRIPCION_AJENA);
  return repo.listEvaluations(ctx.db, enrolment.curso, enrolment.id);
}

/** Grades and past attempts stay visible after the access period ends. */
export async function getEvaluacionesAlumnoCursoAlumno(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno_curso: number; evaluacion: number },
) {
  const enrolment = await ownEnrolment(ctx, user, { id: input.alumno_curso });
  const evaluation = ofEnrolment(await cachedEvaluation(ctx, input.evaluacion), enrolment.curso);
  const ahora = new Date();
  let attempts = await repo.listAttempts(ctx.db, enrolment.id, evaluation.id);
  if (attempts.some((a) => ranOut(a, ahora))) {
    await repo.closeExpiredAttempts(ctx.db, {
      alumno_curso: enrolment.id,
      evaluacion: evaluation.id,
      ahora,
    });
    attempts = await repo.listAttempts(ctx.db, enrolment.id, evaluation.id);
  }
  return summary(
    attempts.filter((a) => a.fecha !== null),
    evaluation.no_intentos,
  );
}

/**
 * Opens or resumes the caller's attempt. A timed evaluation opens one only when the student
 * starts it (`iniciar` 1), so its clock does not run while they read the instructions.
 */
export async function getPreguntasEvaluacionCursoAlumno(
  ctx: AppContext,
  user: AuthUser,
  input: { evaluacion: number; alumno_curso: number; iniciar?: 0 | 1 | undefined },
) {
  const who = callerNow(user);
  const { enrolment, intentos: all, evaluation } = await enrolmentAndEvaluation(ctx, who, input);
  const questions = evaluation.preguntas;
  const attempts = all.filter((a) => a.fecha !== null);
  const passed = attempts.some((a) => a.resultado === 1);
  const remaining = Math.max(0, evaluation.no_intentos - attempts.length);
  let content: TPreguntaEvaluacionAlumno[] = [];
  let venceEn: string | Date | null = null;
  const mayOpen = evaluation.tiempo_limite_minutos === null || input.iniciar === 1;
  if (!passed && remaining > 0) {
    const open = all.find((a) => a.fecha === null);
    const attempt = open?.orden_preguntas
      ? { orden_preguntas: open.orden_preguntas, vence_en: open.vence_en }
      : mayOpen
        ? await repo.openAttempt(ctx.db, {
            alumno_curso: enrolment.id,
            evaluacion: evaluation.id,
            no_intento: attempts.length + 1,
            orden_preguntas: drawOrder(questions, evaluation),
            ahora: who.ahora,
            tiempo_limite_minutos: evaluation.tiempo_limite_minutos,
          })
        : undefined;
    if (attempt) {
      content = questionsInOrder(attempt.orden_preguntas, questions);
      venceEn = attempt.vence_en;
    }
  }
  return {
    content,
    datosGeneralesEvaluacion: {
      id: evaluation.id,
      nombre: evaluation.nombre,
      instrucciones: evaluation.instrucciones,
      no_intentos: evaluation.no_intentos,
      intentos_realizados: attempts.length,
      intentos_restantes: remaining,
      calificacion_aprobatoria: evaluation.calificacion_aprobatoria,
      resultado: passed ? 1 : 0,
      total_preguntas: questions.length,
      tiempo_limite_minutos: evaluation.tiempo_limite_minutos,
      mostrar_respuestas: evaluation.mostrar_respuestas,
      vence_en: venceEn === null ? null : new Date(venceEn).toISOString(),
      ahora: who.ahora.toISOString(),
    },
  };
}

type Answer = { pregunta: number; respuesta: number | number[] };
type SubmitInput = { respuestas: Answer[]; evaluacion: number; alumno_curso: number };

/**
 * Grades an attempt: a question is right when the chosen options are exactly its correct
 * ones; an unanswered question is wrong. The grade is the percent right, two decimals.
 */
export function grade(order: OrdenIntento, questions: repo.StudentQuestion[], answers: Answer[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const asked = order.flatMap((o) => {
    const q = byId.get(o.pregunta);
    return q ? [q] : [];
  });
  const askedIds = new Set(asked.map((q) => q.id));
  const chosenBy = new Map<number, number[]>();
  for (const a of answers) {
    if (!askedIds.has(a.pregunta)) {
      throw badRequest(preguntaFueraDelIntento(a.pregunta));
    }
    chosenBy.set(a.pregunta, [
      ...new Set(Array.isArray(a.respuesta) ? a.respuesta : [a.respuesta]),
    ]);
  }
  const rows = asked.map((q) => {
    const chosen = chosenBy.get(q.id) ?? [];
    const valid = new Set(q.respuestas.map((r) => r.id));
    if (chosen.some((id) => !valid.has(id))) {
      throw badRequest(respuestaDeOtraPregunta(q.id));
    }
    if (q.tipo === 1 && chosen.length > 1) {
      throw badRequest(unaSolaRespuesta(q.id));
    }
    const correct = q.respuestas.filter((r) => r.correcta === 1).map((r) => r.id);
    const right =
      chosen.length > 0 &&
      chosen.length === correct.length &&
      chosen.every((id) => correct.includes(id));
    const texts = (ids: number[]) =>
      q.respuestas
        .filter((r) => ids.includes(r.id))
        .map((r) => r.respuesta)
        .join(', ');
    return {
      pregunta: q.id,
      respuestas: chosen,
      pregunta_pregunta: q.pregunta,
      respuesta_respuesta_alumno: texts(chosen),
      respuesta_correcta_evaluacion: texts(correct),
      resultado: right ? 1 : 0,
    };
  });
  const right = rows.filter((r) => r.resultado === 1).length;
  const calificacion = asked.length === 0 ? 0 : (100 * right) / asked.length;
  return { rows, calificacion: calificacion.toFixed(2) };
}

/** 1 when the grade reaches the evaluation's passing grade. */
function resultOf(calificacion: string, evaluation: Evaluation): number {
  return Number(calificacion) >= Number(evaluation.calificacion_aprobatoria) ? 1 : 0;
}

/** The summary once an attempt closed: the attempts as read, with that one graded. */
function summaryAfterGrading(
  intentos: repo.AttemptState[],
  closed: { id: number; fecha: Date; calificacion: string; resultado: number },
  evaluation: Evaluation,
) {
  const attempts = intentos.flatMap((a) => {
    if (a.id === closed.id) {
      return [{ ...a, ...closed, evaluacion_nombre: evaluation.nombre }];
    }
    return a.fecha === null
      ? []
      : [{ ...a, fecha: new Date(a.fecha), evaluacion_nombre: evaluation.nombre }];
  });
  return summary(attempts, evaluation.no_intentos);
}

export async function enviarRespueastasEvaluacionAlumno(
  ctx: AppContext,
  user: AuthUser,
  input: SubmitInput,
) {
  // One instant for both paths: the rules cannot accept in one and refuse in the other.
  const who = callerNow(user);
  const { graded, intento } =
    (await gradeInOneStatement(ctx, user, who, input)) ??
    (await gradeAfterReading(ctx, user, who, input));
  // The student hears of the grade through a queued job: one statement here (decision 015).
  await queueGradedNotice(ctx, intento);
  // Passing the last evaluation may complete the course: its automatic certificate (decision 018).
  if (graded.datosResultadoEvaluacion.resultado === 1) {
    await issueCertificateIfCompleted(ctx, user, input.alumno_curso);
  }
  return graded;
}

/**
 * The usual submit in one statement (decision 015): the evaluation comes from the cache, the
 * answers are graded against all its questions, and the statement itself checks the caller's
 * open attempt asked exactly those. Undefined when the evaluation, the answers or the attempt
 * do not fit: the checked path then reads the state, and grades or says why not.
 */
async function gradeInOneStatement(
  ctx: AppContext,
  user: AuthUser,
  who: Caller,
  input: SubmitInput,
) {
  const evaluation = await cachedEvaluation(ctx, input.evaluacion);
  if (!evaluation || evaluation.archivada_en !== null) return undefined;
  const questions = evaluation.preguntas;
  let graded: ReturnType<typeof grade>;
  try {
    graded = grade(
      questions.map((q) => ({ pregunta: q.id, respuestas: [] })),
      questions,
      input.respuestas,
    );
  } catch (err) {
    // The attempt's own questions decide whether an answer is out of place.
    if (err instanceof AppError && err.statusCode === 400) return undefined;
    throw err;
  }
  const { rows, calificacion } = graded;
  const resultado = resultOf(calificacion, evaluation);
  const closed = await repo.gradeOwnOpenAttempt(ctx.db, {
    who,
    alumno_curso: input.alumno_curso,
    evaluacion: evaluation.id,
    curso: evaluation.curso,
    no_intentos: evaluation.no_intentos,
    preguntas: questions.map((q) => q.id).sort((a, b) => a - b),
    calificacion,
    resultado,
    answers: rows,
    audit: auditRowOfUnknownEntity(user, {
      accion: 'calificar',
      entidad: 'alumno_evaluacion_curso',
      detalles: {
        evaluacion: evaluation.id,
        alumno_curso: input.alumno_curso,
        calificacion,
        resultado,
      },
    }),
  });
  if (!closed) return undefined;
  return {
    graded: summaryAfterGrading(
      closed.intentos,
      { id: closed.id, fecha: closed.fecha, calificacion, resultado },
      evaluation,
    ),
    intento: closed.id,
  };
}

/** The submit with the caller's state read first: every refusal says why. */
async function gradeAfterReading(ctx: AppContext, user: AuthUser, who: Caller, input: SubmitInput) {
  const { enrolment, intentos, evaluation } = await enrolmentAndEvaluation(ctx, who, input);
  const open = intentos.find((a) => a.fecha === null);
  if (!open?.orden_preguntas) {
    // Its time ran out and it was closed at its deadline (by this read or an earlier one).
    const last = intentos.at(-1);
    const closedAtDeadline =
      last?.vence_en &&
      last.fecha &&
      new Date(last.fecha).getTime() === new Date(last.vence_en).getTime();
    throw conflict(closedAtDeadline ? TIEMPO_AGOTADO : SIN_INTENTO_ABIERTO);
  }
  if (open.no_intento > evaluation.no_intentos) throw conflict(SIN_INTENTOS);
  // An attempt's order never changes once drawn, and the cached questions are the committed
  // ones (an edit drops them before it runs and again once committed).
  const { rows, calificacion } = grade(
    open.orden_preguntas,
    evaluation.preguntas,
    input.respuestas,
  );
  const resultado = resultOf(calificacion, evaluation);
  const fecha = await repo.gradeOpenAttempt(ctx.db, {
    attempt: open.id,
    alumno_curso: enrolment.id,
    evaluacion: evaluation.id,
    calificacion,
    resultado,
    answers: rows,
    ahora: who.ahora,
    audit: auditRow(user, {
      accion: 'calificar',
      entidad: 'alumno_evaluacion_curso',
      entidad_id: open.id,
      detalles: {
        evaluacion: evaluation.id,
        alumno_curso: enrolment.id,
        no_intento: open.no_intento,
        calificacion,
        resultado,
      },
    }),
  });
  // Another grading of the same attempt got there first.
  if (!fecha) throw conflict(SIN_INTENTO_ABIERTO);
  return {
    graded: summaryAfterGrading(
      intentos,
      { id: open.id, fecha, calificacion, resultado },
      evaluation,
    ),
    intento: open.id,
  };
}

/**
 * Whether a review may carry the correct answers now: the evaluation's `mostrar_respuestas`
 * (0 never, 1 once passed, 2 once passed or out of attempts), checked on the server only.
 */
export function correctAnswersVisible(r: {
  mostrar_respuestas: number;
  aprobada: boolean;
  enviados: number;
  no_intentos: number;
}): boolean {
  if (r.mostrar_respuestas === 1) return r.aprobada;
  if (r.mostrar_respuestas === 2) return r.aprobada || r.enviados >= r.no_intentos;
  return false;
}

/** A graded attempt of the caller's, question by question; visible after the access ends. */
export async function getRevisionIntentoAlumno(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno_curso: number; intento: number },
) {
  const enrolment = await ownEnrolment(ctx, user, { id: input.alumno_curso });
  let row = await repo.findAttemptReview(ctx.db, enrolment.id, input.intento);
  if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  const ahora = new Date();
  if (ranOut(row, ahora)) {
    await repo.closeExpiredAttempts(ctx.db, {
      alumno_curso: enrolment.id,
      evaluacion: row.evaluacion,
      ahora,
    });
    row = await repo.findAttemptReview(ctx.db, enrolment.id, input.intento);
    if (!row) throw notFound(ATTEMPT_NOT_FOUND);
  }
  if (row.fecha === null) throw conflict(INTENTO_SIN_ENVIAR);
  const visible = correctAnswersVisible(row);
  return {
    content: row.respuestas.map((q) => ({
      pregunta: q.pregunta,
      respuesta_alumno: q.respuesta_alumno,
      resultado: q.resultado,
      // Left out here, on the server, until the setting allows it.
      respuesta_correcta: visible ? q.respuesta_correcta : null,
    })),
    datosIntento: {
      id: row.id,
      evaluacion: row.evaluacion,
      evaluacion_nombre: row.evaluacion_nombre,
      no_intento: row.no_intento,
      fecha: row.fecha.toISOString(),
      calificacion: row.calificacion ?? '0.00',
      resultado: row.resultado ?? 0,
      mostrar_respuestas: row.mostrar_respuestas,
      respuestas_visibles: visible ? 1 : 0,
    },
  };
}
