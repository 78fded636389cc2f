import { DEMO_DAYS } from '@academia/contract/registration/create-demo-user';
import type { TDatosCursoPublico } from '@academia/contract/registration/get-datos-curso';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import { type OnCommit, transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import {
  type Account,
  closeSessions,
  EMAIL_TAKEN,
  hasActiveAdministrator,
  insertAccount,
  issuePasswordLink,
  openSession,
} from '../auth/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { CORREO_DEL_PERSONAL, CUENTA_CREADA, REGISTRO_EXITOSO } from './messages';
import * as repo from './registration.repository';

export interface Persona {
  first_name: string;
  last_name: string;
  celular: string;
  email: string;
  empleo_actual: string;
  empresa: string;
}

export async function datosCurso(ctx: AppContext, slug: string): Promise<TDatosCursoPublico[]> {
  const curso = await repo.findCursoBySlug(ctx.db, slug);
  if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
  return [curso];
}

/** A new student account without password (chosen later through the mailed link). */
async function insertStudent(tx: Tx, persona: Persona, expira: Date | null = null) {
  return insertAccount(tx, {
    first_name: persona.first_name,
    last_name: persona.last_name,
    celular: persona.celular,
    email: persona.email,
    username: persona.email,
    empleo_actual: persona.empleo_actual,
    empresa: persona.empresa,
    password: null,
    tipo: 1,
    is_staff: false,
    is_active: true,
    expira,
  });
}

/**
 * Welcome mails one address may get in a day. The forms are public and a registration for an
 * account still without password mails it again: without a cap, anyone could have the academy
 * mail any address over and over.
 */
const WELCOME_MAILS_PER_DAY = 3;

async function welcome(ctx: AppContext, tx: Tx, user: Account, onCommit: OnCommit) {
  const { allowed } = await consumeRateLimit(
    tx,
    `correo-bienvenida:${user.email}`,
    WELCOME_MAILS_PER_DAY,
    24 * 60 * 60,
  );
  // Past the cap the registration still goes through with the same answer: telling the
  // caller would say whether the address already has an account.
  if (!allowed) return;
  await issuePasswordLink(ctx, tx, user, 'bienvenida', onCommit);
}

/**
 * registro/{curso}: the student of that e-mail (created if new) is enrolled once. An existing
 * account's data is never changed from this public form; an account still without password
 * gets the welcome mail again, and a demo account becomes a lasting one whose open sessions
 * (opened by whoever created the demo) are closed, so only the mailbox's owner gets in.
 */
export async function registerForCourse(
  ctx: AppContext,
  input: Persona & { curso: string },
): Promise<string> {
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const curso = await repo.findCursoBySlug(tx, input.curso);
    if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
    let user = (await repo.findUserForUpdate(tx, input.email)) ?? (await insertStudent(tx, input));
    // Inserted by a registration running at the same moment: wait for it and use its account.
    user ??= await repo.findUserForUpdate(tx, input.email);
    if (!user) throw new Error('registerForCourse: account neither found nor created');
    if (user.tipo !== 1) throw conflict(CORREO_DEL_PERSONAL);
    if (user.expira !== null) {
      await repo.clearDemoExpiry(tx, user.id);
      await closeSessions(tx, user.id);
    }
    const enrolled = await repo.enrolOnce(tx, user.id, curso.id);
    await recordAudit(tx, user, {
      accion: 'asignar',
      entidad: 'users',
      entidad_id: user.id,
      detalles: { curso: curso.id, alumno_curso: enrolled, registro_publico: true },
    });
    if (user.password === null && user.is_active) await welcome(ctx, tx, user, onCommit);
  });
  return REGISTRO_EXITOSO;
}

/** Public sign-up without a course. */
export async function createStudent(ctx: AppContext, input: Persona): Promise<string> {
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const user = await insertStudent(tx, input);
    if (!user) throw conflict(EMAIL_TAKEN);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'users',
      entidad_id: user.id,
      detalles: { email: user.email, tipo: 'alumno', registro_publico: true },
    });
    await welcome(ctx, tx, user, onCommit);
  });
  return CUENTA_CREADA;
}

/** 'Try the platform': a student account that expires, enrolled in one course, signed in. */
export async function createDemoStudent(
  ctx: AppContext,
  input: { first_name: string; last_name: string; email: string; curso: string },
) {
  const expira = new Date(Date.now() + DEMO_DAYS * 24 * 60 * 60 * 1000);
  return transaction(ctx.db, ctx.log, async (tx) => {
    const curso = await repo.findCursoBySlug(tx, input.curso);
    if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
    const user = await insertStudent(
      tx,
      { ...input, celular: '', empleo_actual: '', empresa: '' },
      expira,
    );
    if (!user) throw conflict(EMAIL_TAKEN);
    const alumnoCurso = await repo.enrolOnce(tx, user.id, curso.id);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'users',
      entidad_id: user.id,
      detalles: { email: user.email, tipo: 'alumno de prueba', curso: curso.id, expira },
    });
    const token = await openSession(tx, user);
    return { token, expira: expira.toISOString(), alumno_curso: alumnoCurso };
  });
}

export async function superUserDisponible(ctx: AppContext): Promise<boolean> {
  return !(await hasActiveAdministrator(ctx.db));
}
