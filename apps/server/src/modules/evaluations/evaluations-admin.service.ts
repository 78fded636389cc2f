import { MAX_PREGUNTAS_POR_EVALUACION } from '@academia/contract/evaluations/agregar-pregunta-evaluacion';
import type { TEvaluacion, TPreguntaEvaluacion } from '@academia/contract/evaluations/evaluacion';
import { EVALUACIONES_POR_PAGINA } from '@academia/contract/evaluations/get-evaluaciones-curso';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import { recordAudit } from '../audit/index';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import * as repo from './evaluations-admin.repository';
import { EVALUACION_NO_ENCONTRADA, OPCION_AJENA, PREGUNTA_NO_EXISTE } from './messages';

export const DEMASIADAS_PREGUNTAS = `Una evaluación admite como máximo ${MAX_PREGUNTAS_POR_EVALUACION} preguntas.`;

interface EvaluationInput {
  nombre: string;
  instrucciones: string;
  no_intentos: number;
  calificacion_aprobatoria: number;
  preguntas_aleatorias: number;
  respuestas_aleatorias: number;
  tiempo_limite_minutos: number | null;
  mostrar_respuestas: number;
}

interface OptionInput {
  id?: number;
  respuesta: string;
  correcta: number;
}

function toEvaluation(row: repo.EvaluationRow): TEvaluacion {
  return { ...row, calificacion_aprobatoria: Number(row.calificacion_aprobatoria) };
}

function fieldsOf(input: EvaluationInput): repo.EvaluationFields {
  return {
    nombre: input.nombre,
    instrucciones: sanitizeRichText(input.instrucciones),
    no_intentos: input.no_intentos,
    calificacion_aprobatoria: input.calificacion_aprobatoria.toFixed(2),
    preguntas_aleatorias: input.preguntas_aleatorias,
    respuestas_aleatorias: input.respuestas_aleatorias,
    tiempo_limite_minutos: input.tiempo_limite_minutos,
    mostrar_respuestas: input.mostrar_respuestas,
  };
}

async function evaluationOrFail(ctx: AppContext, id: number): Promise<TEvaluacion> {
  const row = await repo.findEvaluation(ctx.db, id);
  if (!row) throw notFound(EVALUACION_NO_ENCONTRADA);
  return toEvaluation(row);
}

export async function listEvaluations(ctx: AppContext, input: { curso: number; page: number }) {
  const dataCurso = await findCourseRef(ctx.db, input.curso);
  if (!dataCurso) throw notFound(CURSO_NO_ENCONTRADO);
  const { rows, count } = await repo.listEvaluations(ctx.db, input.curso, {
    limit: EVALUACIONES_POR_PAGINA,
    offset: (input.page - 1) * EVALUACIONES_POR_PAGINA,
  });
  return { content: rows.map(toEvaluation), count, dataCurso };
}

export async function addEvaluation(
  ctx: AppContext,
  actor: AuthUser,
  input: EvaluationInput & { curso: number },
): Promise<TEvaluacion> {
  const id = await transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await findCourseRef(tx, input.curso, 'key share'))) throw notFound(CURSO_NO_ENCONTRADO);
    const fields = fieldsOf(input);
    const created = await repo.insertEvaluation(tx, { ...fields, curso: input.curso });
    await recordAudit(tx, actor, {
      accion: 'crear',
      entidad: 'evaluaciones',
      entidad_id: created,
      detalles: { ...fields, curso: input.curso },
    });
    return created;
  });
  return evaluationOrFail(ctx, id);
}

export const getEvaluation = evaluationOrFail;

export async function updateEvaluation(
  ctx: AppContext,
  actor: AuthUser,
  input: EvaluationInput & { evaluacion: number },
): Promise<TEvaluacion> {
  await transaction(ctx.db, ctx.log, async (tx) => {
    const fields = fieldsOf(input);
    if (!(await repo.updateEvaluation(tx, input.evaluacion, fields))) {
      throw notFound(EVALUACION_NO_ENCONTRADA);
    }
    await recordAudit(tx, actor, {
      accion: 'actualizar',
      entidad: 'evaluaciones',
      entidad_id: input.evaluacion,
      detalles: fields,
    });
  });
  return evaluationOrFail(ctx, input.evaluacion);
}

/**
 * Deletes an evaluation nobody attempted; archives one with attempts, so no grade or answer
 * is lost. The evaluation is locked first, so a student starting an attempt meanwhile either
 * comes before (and it is archived) or waits and then finds it gone.
 */
export async function deleteEvaluation(ctx: AppContext, actor: AuthUser, id: number) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.lockEvaluation(tx, id, 'update'))) throw notFound(EVALUACION_NO_ENCONTRADA);
    const archivada = (await repo.countAttempts(tx, id)) > 0 ? 1 : 0;
    if (archivada) await repo.archiveEvaluation(tx, id);
    else await repo.deleteEvaluation(tx, id);
    await recordAudit(tx, actor, {
      accion: 'eliminar',
      entidad: 'evaluaciones',
      entidad_id: id,
      detalles: { archivada: archivada === 1 },
    });
    return { id, archivada };
  });
}

async function withOptions(ctx: AppContext, questions: repo.QuestionRow[]) {
  const options = await repo.listOptions(
    ctx.db,
    questions.map((q) => q.id),
  );
  const byQuestion = new Map<number, TPreguntaEvaluacion['respuestas']>();
  for (const { pregunta, ...option } of options) {
    const list = byQuestion.get(pregunta) ?? [];
    list.push(option);
    byQuestion.set(pregunta, list);
  }
  return questions.map((q) => ({ ...q, respuestas: byQuestion.get(q.id) ?? [] }));
}

async function questionOrFail(ctx: AppContext, id: number): Promise<TPreguntaEvaluacion> {
  const row = await repo.findQuestion(ctx.db, id);
  if (!row) throw notFound(PREGUNTA_NO_EXISTE);
  const [question] = await withOptions(ctx, [row]);
  if (!question) throw notFound(PREGUNTA_NO_EXISTE);
  return question;
}

export async function listQuestions(ctx: AppContext, evaluacion: number) {
  const evaluation = await evaluationOrFail(ctx, evaluacion);
  const content = await withOptions(ctx, await repo.listQuestions(ctx.db, evaluacion));
  return {
    content,
    dataEvaluacion: { id: evaluation.id, nombre: evaluation.nombre, curso: evaluation.curso },
  };
}

const ordered = (options: OptionInput[]) =>
  options.map((o, i) => ({ respuesta: o.respuesta, correcta: o.correcta, orden: i + 1 }));

export async function addQuestion(
  ctx: AppContext,
  actor: AuthUser,
  input: { evaluacion: number; pregunta: string; tipo: number; respuestas: OptionInput[] },
): Promise<TPreguntaEvaluacion> {
  const id = await transaction(ctx.db, ctx.log, async (tx) => {
    // Serialises additions to one evaluation, so the cap and the positions hold.
    if (!(await repo.lockEvaluation(tx, input.evaluacion, 'update'))) {
      throw notFound(EVALUACION_NO_ENCONTRADA);
    }
    const { enUso, ultimoOrden } = await repo.questionStats(tx, input.evaluacion);
    if (enUso >= MAX_PREGUNTAS_POR_EVALUACION) throw conflict(DEMASIADAS_PREGUNTAS);
    const questionId = await repo.insertQuestion(tx, {
      evaluacion: input.evaluacion,
      pregunta: input.pregunta,
      tipo: input.tipo,
      orden: ultimoOrden + 1,
    });
    await repo.insertOptions(tx, questionId, ordered(input.respuestas));
    await recordAudit(tx, actor, {
      accion: 'crear',
      entidad: 'evaluacion_preguntas',
      entidad_id: questionId,
      detalles: { evaluacion: input.evaluacion, respuestas: input.respuestas.length },
    });
    return questionId;
  });
  return questionOrFail(ctx, id);
}

export const getQuestion = questionOrFail;

/**
 * Rewrites a question and its options in one transaction. Options named by id keep it, so an
 * attempt in progress that drew them still finds them; submitted attempts are untouched, since
 * they keep the texts and the grade they were marked with.
 */
export async function updateQuestion(
  ctx: AppContext,
  actor: AuthUser,
  input: { pregunta_id: number; pregunta: string; tipo: number; respuestas: OptionInput[] },
): Promise<TPreguntaEvaluacion> {
  await transaction(ctx.db, ctx.log, async (tx) => {
    const question = await repo.lockQuestion(tx, input.pregunta_id);
    if (!question || !(await repo.findEvaluation(tx, question.evaluacion))) {
      throw notFound(PREGUNTA_NO_EXISTE);
    }
    const existing = new Set(await repo.optionIdsOf(tx, question.id));
    const named = input.respuestas.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    if (named.some((id) => !existing.has(id)) || new Set(named).size !== named.length) {
      throw badRequest(OPCION_AJENA);
    }
    await repo.updateQuestion(tx, question.id, { pregunta: input.pregunta, tipo: input.tipo });
    await repo.deleteOptionsExcept(tx, question.id, named);
    const rows = ordered(input.respuestas);
    const fresh: typeof rows = [];
    for (const [i, option] of input.respuestas.entries()) {
      const row = rows[i];
      if (!row) continue;
      if (option.id === undefined) fresh.push(row);
      else await repo.updateOption(tx, question.id, option.id, row);
    }
    await repo.insertOptions(tx, question.id, fresh);
    await recordAudit(tx, actor, {
      accion: 'actualizar',
      entidad: 'evaluacion_preguntas',
      entidad_id: question.id,
      detalles: { evaluacion: question.evaluacion, respuestas: input.respuestas.length },
    });
  });
  return questionOrFail(ctx, input.pregunta_id);
}

/**
 * Deletes a question of an evaluation nobody attempted; otherwise archives it, since attempts
 * may hold it in their drawn order or graded answers.
 */
export async function deleteQuestion(ctx: AppContext, actor: AuthUser, id: number) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const found = await repo.findQuestion(tx, id);
    // The evaluation before the question, in the order deleting an evaluation takes them, so
    // the two can never wait for each other.
    if (!found || !(await repo.lockEvaluation(tx, found.evaluacion, 'update'))) {
      throw notFound(PREGUNTA_NO_EXISTE);
    }
    const question = await repo.lockQuestion(tx, id);
    if (!question) throw notFound(PREGUNTA_NO_EXISTE);
    const archivada = (await repo.countAttempts(tx, question.evaluacion)) > 0 ? 1 : 0;
    if (archivada) await repo.archiveQuestion(tx, id);
    else await repo.deleteQuestion(tx, id);
    await recordAudit(tx, actor, {
      accion: 'eliminar',
      entidad: 'evaluacion_preguntas',
      entidad_id: id,
      detalles: { evaluacion: question.evaluacion, archivada: archivada === 1 },
    });
    return { id, archivada };
  });
}
