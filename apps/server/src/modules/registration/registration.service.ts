import { DEMO_DAYS } from '@academia/contract/registration/create-demo-user';
import type { TDatosCursoPublico } from '@academia/contract/registration/get-datos-curso';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import { type OnCommit, transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { renderMail } from '../../platform/mail/render-mail';
import { recordAudit } from '../audit/index';
import {
  type Account,
  EMAIL_TAKEN,
  hasActiveAdministrator,
  insertAccount,
  issuePasswordLink,
  openSession,
} from '../auth/index';
import { CURSO_NO_ENCONTRADO, CURSO_NO_OFRECIDO } from '../catalog/index';
import {
  CORREO_DEL_PERSONAL,
  CUENTA_CREADA,
  inscripcionPendienteMail,
  REGISTRO_EXITOSO,
  REGISTRO_PENDIENTE,
  SIN_PRUEBA_GRATUITA,
} from './messages';
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
  const found = await repo.findCursoBySlug(ctx.db, slug);
  if (!found) throw notFound(CURSO_NO_ENCONTRADO);
  // A draft or an archived course takes no registrations (decision 023).
  const { estado, ...curso } = found;
  if (estado !== 'publicado') throw notFound(CURSO_NO_OFRECIDO);
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

async function welcome(ctx: AppContext, tx: Tx, user: Account, onCommit: OnCommit, nota?: string) {
  const { allowed } = await consumeRateLimit(
    tx,
    `correo-bienvenida:${user.email}`,
    WELCOME_MAILS_PER_DAY,
    24 * 60 * 60,
  );
  // Past the cap the registration still goes through with the same answer: telling the
  // caller would say whether the address already has an account.
  if (!allowed) return;
  await issuePasswordLink(ctx, tx, user, 'bienvenida', onCommit, nota);
}

/**
 * Tells an account's owner that someone registered their e-mail for a course: the enrolment
 * waits for the academy, and if it was not them, nothing opens. Capped as the welcome mails.
 */
async function tellOwner(
  ctx: AppContext,
  tx: Tx,
  user: Account,
  curso: string,
  onCommit: OnCommit,
) {
  const { allowed } = await consumeRateLimit(
    tx,
    `correo-inscripcion:${user.email}`,
    WELCOME_MAILS_PER_DAY,
    24 * 60 * 60,
  );
  if (!allowed) return;
  await ctx.mail.send(
    {
      to: user.email,
      subject: `Solicitud de inscripción a ${curso}`,
      ...renderMail(
        {
          titulo: 'Recibimos una solicitud de inscripción',
          parrafos: [
            `Hola, ${user.first_name}:`,
            `Alguien registró tu correo en el curso ${curso} desde la página de registro. ${inscripcionPendienteMail(curso)}`,
            `Si no fuiste tú, no tienes que hacer nada: la inscripción no se abrirá sin la confirmación de la academia, y tu cuenta y tus sesiones siguen como estaban. Si tienes dudas, escríbenos a ${ctx.config.contactEmail}.`,
          ],
          boton: { texto: 'Ir a Mis Cursos', url: `${ctx.config.publicUrl}/plataforma/cursos` },
        },
        ctx.config,
      ),
    },
    { tx, onCommit },
  );
}

/** A course with a price above zero waits for an administrator (decision 017). */
const isPaid = (precio: string) => Number(precio) > 0;

/**
 * registro/{curso}: the student of that e-mail (created if new) is enrolled once. A new account
 * in a free course opens at once; in a paid course the enrolment waits for an administrator,
 * and the welcome mail says so. An existing account's data, sessions and demo expiry are never
 * changed from this public form (anyone can type any e-mail into it): its enrolment waits too,
 * and its owner is told by mail. The answer depends only on the course, so it does not tell
 * whether the e-mail has an account.
 */
export async function registerForCourse(
  ctx: AppContext,
  input: Persona & { curso: string },
): Promise<{ mensaje: string; pendiente: boolean }> {
  const pendiente = await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const curso = await repo.findCursoBySlug(tx, input.curso);
    if (!curso) throw notFound(CURSO_NO_ENCONTRADO);
    if (curso.estado !== 'publicado') throw notFound(CURSO_NO_OFRECIDO);
    const paid = isPaid(curso.precio);
    const existing = await repo.findUserForUpdate(tx, input.email);
    const created = existing ? undefined : await insertStudent(tx, input);
    // Inserted by a registration running at the same moment: wait for it and use its account.
    const user = existing ?? created ?? (await repo.findUserForUpdate(tx, input.email));
    if (!user) throw new Error('registerForCourse: account neither found nor created');
    if (user.tipo !== 1) throw conflict(CORREO_DEL_PERSONAL);
    const estado = created && !paid ? 'confirmada' : 'pendiente';
    const enrolment = await repo.enrolOnce(tx, user.id, curso.id, { estado });
    await recordAudit(tx, user, {
      accion: 'asignar',
      entidad: 'alumno_curso',
      entidad_id: enrolment.id,
      detalles: {
        alumno: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        curso: curso.nombre,
        estado: enrolment.nueva ? estado : 'sin cambios',
        registro_publico: true,
        ...(!created && { cuenta_existente: true }),
      },
    });
    const nota = estado === 'pendiente' ? inscripcionPendienteMail(curso.nombre) : undefined;
    if (created) await welcome(ctx, tx, user, onCommit, nota);
    else if (user.password === null && user.is_active) {
      // Never signed in: the welcome link again, so the mailbox's owner can choose a password.
      await welcome(ctx, tx, user, onCommit, enrolment.nueva ? nota : undefined);
    } else if (enrolment.nueva) await tellOwner(ctx, tx, user, curso.nombre, onCommit);
    return paid;
  });
  return { mensaje: pendiente ? REGISTRO_PENDIENTE : REGISTRO_EXITOSO, pendiente };
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
    if (curso.estado !== 'publicado') throw notFound(CURSO_NO_OFRECIDO);
    if (!curso.prueba_gratuita) throw badRequest(SIN_PRUEBA_GRATUITA);
    const user = await insertStudent(
      tx,
      { ...input, celular: '', empleo_actual: '', empresa: '' },
      expira,
    );
    if (!user) throw conflict(EMAIL_TAKEN);
    // Lessons only, until the account expires (decision 017).
    const enrolment = await repo.enrolOnce(tx, user.id, curso.id, {
      estado: 'confirmada',
      prueba: true,
      acceso_hasta: expira,
    });
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'alumno_curso',
      entidad_id: enrolment.id,
      detalles: {
        alumno: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        tipo: 'prueba gratuita (solo lecciones)',
        curso: curso.nombre,
        expira: expira.toISOString(),
      },
    });
    const token = await openSession(tx, user);
    return { token, expira: expira.toISOString(), alumno_curso: enrolment.unique_id };
  });
}

export async function superUserDisponible(ctx: AppContext): Promise<boolean> {
  return !(await hasActiveAdministrator(ctx.db));
}
