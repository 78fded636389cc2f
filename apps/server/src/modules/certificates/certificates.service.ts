import {
  DECLARACION_PDF,
  type TLogroCertificado,
} from '@academia/contract/certificates/certificate-statement';
import type { TAvanceCurso } from '@academia/contract/certificates/completion';
import { CERTIFICADO_ENVIADO } from '@academia/contract/certificates/enviar-certificado-email';
import {
  CERTIFICADOS_CURSO_PAGE_SIZE,
  type TGetCertificadosCursoResponse,
} from '@academia/contract/certificates/get-certificados-curso';
import type { TDatosCertificado } from '@academia/contract/certificates/get-datos-certificado-alumno';
import type { TVerificacionCredencial } from '@academia/contract/certificates/verificar-credencial-certificado';
import { fechaLarga } from '@academia/contract/core/long-date';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { renderMail } from '../../platform/mail/render-mail';
import { recordAudit, recordAuditOnce } from '../audit/index';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import { notifyCertificateIssued } from '../notifications/index';
import { renderCertificateImage } from './certificate-image';
import * as repo from './certificates.repository';
import { checkSignature, signCredential } from './credential';
import {
  CERTIFICADO_INSCRIPCION_PENDIENTE,
  CERTIFICADO_INSCRIPCION_RECHAZADA,
  CERTIFICADO_PRUEBA,
  CERTIFICATE_NOT_FOUND,
  COURSE_MISMATCH,
  faltaParaCertificado,
  INSCRIPCION_NO_ENCONTRADA,
  NO_CURRENT_CERTIFICATE,
  VERIFICACION,
} from './messages';
import { renderRecognitionPdf } from './recognition-pdf';

/**
 * Where a recognition PDF lives under /uploads/. The spec gives `reconocimiento/
 * reconocimiento_{id}.pdf`; ids are sequential, so anyone could walk them and read every
 * student's name and course. The file keeps the spec's name inside a folder named by the
 * certificate's random public code, which only the student, the staff and whoever the student
 * shares the public page with know.
 */
export const recognitionPath = (id: number, uniqueId: string) =>
  `reconocimiento/${uniqueId}/reconocimiento_${id}.pdf`;
/** The certificate's picture beside its PDF. */
export const imagePathOf = (archivo: string) => archivo.replace(/\.pdf$/, '.png');

export function publicCertificateUrl(publicUrl: string, uniqueId: string, slug: string): string {
  return `${publicUrl}/public/certificado-digital/${uniqueId}/${encodeURIComponent(slug)}`;
}

function fullName(p: { first_name: string; last_name: string; apellido_materno: string }) {
  return [p.first_name, p.last_name, p.apellido_materno].filter((s) => s.trim() !== '').join(' ');
}

/**
 * What a certificate may say the student did, from what its row recorded when it was issued:
 * exams are claimed only when evaluations were passed, and nothing is claimed for one issued
 * by an administrator's reason.
 */
export function logroOf(cert: {
  motivo: string | null;
  evaluaciones_aprobadas: number;
}): TLogroCertificado {
  if (cert.motivo !== null) return 'reconocimiento';
  return cert.evaluaciones_aprobadas > 0 ? 'curso_y_evaluaciones' : 'curso';
}

/** "3 de 4", the evaluations passed of the current ones, for the audit log. */
const evaluacionesDe = (a: TAvanceCurso) =>
  `${a.evaluaciones_aprobadas} de ${a.evaluaciones_total}`;

/**
 * Renders the PDF and the picture of a certificate row and points the row at them. Each file is
 * written whole
 * (temporary file, then rename) before the row names it, inside the caller's transaction: a
 * crash leaves at most an unreferenced file, never a row naming a half-written one.
 */
async function renderFor(
  ctx: AppContext,
  tx: Tx,
  enrolment: repo.EnrolmentForCertificate,
  cert: repo.CertificadoRow,
): Promise<string> {
  const archivo = recognitionPath(cert.id, cert.unique_id);
  const data = {
    academia: ctx.config.academyName,
    alumno: fullName(enrolment),
    curso: enrolment.curso_nombre,
    horas_curso: enrolment.horas_curso,
    fecha_reconocimiento: cert.fecha_reconocimiento,
    unique_id: cert.unique_id,
    url: publicCertificateUrl(ctx.config.publicUrl, cert.unique_id, enrolment.curso_slug),
    declaracion: DECLARACION_PDF[logroOf(cert)],
  };
  const [pdf, image] = await Promise.all([
    renderRecognitionPdf(data),
    renderCertificateImage(data),
  ]);
  await ctx.storage.writeFile(imagePathOf(archivo), image);
  await ctx.storage.writeFile(archivo, pdf);
  await repo.setArchivo(tx, cert.id, archivo);
  return archivo;
}

/**
 * The certificate's mail: the PDF attached and the public link. Sent by an administrator
 * (`enviarCertificadoEmail`) and by the automatic issue, always through the outbox.
 */
function certificateMail(
  ctx: AppContext,
  enrolment: repo.EnrolmentForCertificate,
  to: string,
  cert: { unique_id: string; fecha_reconocimiento: string; archivo: string },
) {
  const url = publicCertificateUrl(ctx.config.publicUrl, cert.unique_id, enrolment.curso_slug);
  const academia = ctx.config.academyName;
  const body = renderMail(
    {
      titulo: `Tu certificado de ${enrolment.curso_nombre}`,
      parrafos: [
        `Hola, ${enrolment.first_name}:`,
        `${academia} te reconoce por el curso ${enrolment.curso_nombre} ` +
          `(${enrolment.horas_curso} horas), con fecha ${fechaLarga(cert.fecha_reconocimiento)}.`,
        'Adjuntamos tu reconocimiento en PDF. Cualquier persona puede comprobar que es auténtico ' +
          'en su página pública, que también puedes agregar a tu perfil profesional.',
        `Código del certificado: ${cert.unique_id}`,
      ],
      boton: { texto: 'Ver mi certificado digital', url },
    },
    ctx.config,
  );
  return {
    to,
    subject: `Tu certificado digital de ${enrolment.curso_nombre} — ${academia}`,
    ...body,
    attachments: [
      {
        filename: `reconocimiento-${enrolment.curso_slug}.pdf`,
        storagePath: cert.archivo,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** How a new certificate row comes to be: who issued it and on what grounds. */
interface IssueGrounds {
  /** The administrator; null when it was issued automatically on completion. */
  generado_por: number | null;
  /** The administrator's reason when the enrolment had not completed its course. */
  motivo: string | null;
  /** Evaluations passed at that moment: what the certificate may claim. */
  evaluaciones_aprobadas: number;
}

/**
 * The certificate of a locked enrolment: the current one as it is (one without a PDF, e.g.
 * from an interrupted run, gets it now), else a new row, so a new code and a new PDF, on
 * `grounds`.
 */
async function issueLocked(
  ctx: AppContext,
  tx: Tx,
  enrolment: repo.EnrolmentForCertificate,
  grounds: IssueGrounds,
) {
  const current = await repo.findCurrent(tx, enrolment.alumno_curso);
  const cert =
    current ??
    (await repo.insertCertificate(tx, { alumno_curso: enrolment.alumno_curso, ...grounds }));
  const archivo =
    cert.archivo && (await ctx.storage.exists(cert.archivo))
      ? cert.archivo
      : await renderFor(ctx, tx, enrolment, cert);
  return {
    id: cert.id,
    unique_id: cert.unique_id,
    estatus_certificado: '1' as const,
    fecha_reconocimiento: cert.fecha_reconocimiento,
    archivo,
    motivo: cert.motivo,
  };
}

/**
 * Issues the enrolment's certificate inside `tx` without checking completion: for the demo
 * data, whose enrolments completed their courses by construction. Idempotent like
 * `generarCertificadoAlumno`.
 */
export async function issueCertificate(
  ctx: AppContext,
  tx: Tx,
  alumnoCurso: number,
  adminId: number,
) {
  const enrolment = await repo.lockEnrolment(tx, alumnoCurso);
  if (!enrolment) throw notFound(INSCRIPCION_NO_ENCONTRADA);
  const state = await repo.certificateState(tx, alumnoCurso);
  return issueLocked(ctx, tx, enrolment, {
    generado_por: adminId,
    motivo: null,
    evaluaciones_aprobadas: state?.avance.evaluaciones_aprobadas ?? 0,
  });
}

/** The refusal of an enrolment that may not receive a certificate at all (decision 017). */
function refuseUncertifiable(state: { estado: string; prueba: boolean }) {
  if (state.estado === 'rechazada') throw forbidden(CERTIFICADO_INSCRIPCION_RECHAZADA);
  if (state.estado !== 'confirmada') throw forbidden(CERTIFICADO_INSCRIPCION_PENDIENTE);
  if (state.prueba) throw forbidden(CERTIFICADO_PRUEBA);
}

/**
 * `generarCertificadoAlumno`: the enrolment must have completed its course (decision 018);
 * an administrator may issue it anyway by giving `motivo`, which stays with the certificate
 * and in the audit log. A current certificate is returned unchanged. The enrolment row is
 * locked, so two administrators, or an administrator and the automatic issue, get one
 * certificate.
 */
export function generateCertificate(
  ctx: AppContext,
  alumnoCurso: number,
  admin: AuthUser,
  motivo?: string,
) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const enrolment = await repo.lockEnrolment(tx, alumnoCurso);
    if (!enrolment) throw notFound(INSCRIPCION_NO_ENCONTRADA);
    const current = await repo.findCurrent(tx, alumnoCurso);
    if (current) return issueLocked(ctx, tx, enrolment, current);
    const state = await repo.certificateState(tx, alumnoCurso);
    if (!state) throw notFound(INSCRIPCION_NO_ENCONTRADA);
    refuseUncertifiable(state);
    const { avance } = state;
    if (!avance.completo && !motivo) throw conflict(faltaParaCertificado(avance));
    const issued = await issueLocked(ctx, tx, enrolment, {
      generado_por: admin.id,
      // A reason is kept only when it was needed: a completed course speaks for itself.
      motivo: avance.completo ? null : (motivo ?? null),
      evaluaciones_aprobadas: avance.evaluaciones_aprobadas,
    });
    await recordAudit(tx, admin, {
      accion: 'generar',
      entidad: 'certificados',
      entidad_id: issued.id,
      detalles: {
        alumno: fullName(enrolment),
        curso: enrolment.curso_nombre,
        unique_id: issued.unique_id,
        avance: `${avance.avance} %`,
        evaluaciones_aprobadas: evaluacionesDe(avance),
        completo: avance.completo,
        motivo: issued.motivo ?? undefined,
      },
    });
    const aviso = { alumno: enrolment.alumno_id, curso: enrolment.curso_nombre };
    await notifyCertificateIssued(tx, ctx, aviso, onCommit);
    return issued;
  });
}

/**
 * The automatic certificate (course option `certificado_automatico`, decision 018): called by
 * learning when a lesson is marked finished and by evaluations when an evaluation is passed,
 * after their own writes committed. When that completed the course, the certificate is issued
 * and mailed to the student through the outbox, in one transaction that locks the enrolment:
 * two completions at once issue one certificate and one mail. It never fails the student's
 * request: the lesson or the grade is already saved, and an administrator still sees the
 * completed enrolment and can generate it; the failure is logged.
 */
export async function issueCertificateIfCompleted(
  ctx: AppContext,
  student: AuthUser,
  alumnoCurso: number,
): Promise<void> {
  try {
    if (!(await repo.mayAutoIssue(ctx.db, alumnoCurso))) return;
    await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      const enrolment = await repo.lockEnrolment(tx, alumnoCurso);
      if (!enrolment) return;
      const state = await repo.certificateState(tx, alumnoCurso);
      // Checked again under the lock: the other completion may have issued it meanwhile.
      if (!state?.automatico || state.tuvo_certificado || !state.avance.completo) return;
      if (state.estado !== 'confirmada' || state.prueba) return;
      const issued = await issueLocked(ctx, tx, enrolment, {
        generado_por: null,
        motivo: null,
        evaluaciones_aprobadas: state.avance.evaluaciones_aprobadas,
      });
      await recordAudit(tx, student, {
        accion: 'generar',
        entidad: 'certificados',
        entidad_id: issued.id,
        detalles: {
          alumno: fullName(enrolment),
          curso: enrolment.curso_nombre,
          unique_id: issued.unique_id,
          automatico: 'al completar el curso',
          evaluaciones_aprobadas: evaluacionesDe(state.avance),
        },
      });
      await ctx.mail.send(certificateMail(ctx, enrolment, enrolment.email, issued), {
        tx,
        onCommit,
      });
      // The mail above carries the certificate: the bell only.
      const aviso = { alumno: enrolment.alumno_id, curso: enrolment.curso_nombre, correo: false };
      await notifyCertificateIssued(tx, ctx, aviso, onCommit);
    });
  } catch (err) {
    ctx.log.error({ err, alumno_curso: alumnoCurso }, 'automatic certificate failed');
  }
}

/**
 * Revokes the current certificate. Its PDF and picture are removed once the revoke commits: a
 * revoked certificate is no longer anyone's document, and its public page says so.
 */
export async function revokeCertificate(ctx: AppContext, alumnoCurso: number, admin: AuthUser) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    if (!(await repo.lockEnrolment(tx, alumnoCurso))) throw notFound(INSCRIPCION_NO_ENCONTRADA);
    const current = await repo.findCurrent(tx, alumnoCurso);
    const revoked = current && (await repo.revoke(tx, current.id, admin.id));
    if (!revoked?.revocado_en) throw notFound(NO_CURRENT_CERTIFICATE);
    const archivo = current?.archivo;
    if (archivo) {
      onCommit(() =>
        Promise.all([ctx.storage.remove(archivo), ctx.storage.remove(imagePathOf(archivo))]),
      );
    }
    await recordAudit(tx, admin, {
      accion: 'revocar',
      entidad: 'certificados',
      entidad_id: revoked.id,
      detalles: { alumno_curso: alumnoCurso, unique_id: revoked.unique_id },
    });
    return {
      unique_id: revoked.unique_id,
      estatus_certificado: '0' as const,
      revocado_en: revoked.revocado_en.toISOString(),
    };
  });
}

/** The same certificate to the same address again within this many seconds sends nothing. */
export const CERTIFICATE_MAIL_REPEAT_SECONDS = 60;

/**
 * Mails the current certificate: the PDF attached and the public link, through the outbox. The
 * same request repeated within a minute (a double click, a retried request) answers the same
 * success and sends no second mail: the audit entry of the first is what tells them apart.
 */
export async function emailCertificate(
  ctx: AppContext,
  admin: AuthUser,
  input: { email: string; alumno: number; curso: number },
): Promise<{ mensaje: string }> {
  const enrolment = await repo.findEnrolment(ctx.db, input.alumno);
  if (!enrolment) throw notFound(INSCRIPCION_NO_ENCONTRADA);
  if (enrolment.curso_id !== input.curso) throw badRequest(COURSE_MISMATCH);
  const cert = await repo.findCurrent(ctx.db, input.alumno);
  if (!cert?.archivo) throw notFound(NO_CURRENT_CERTIFICATE);

  const archivo = cert.archivo;
  const { email } = input;
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const first = await recordAuditOnce(
      tx,
      admin,
      {
        accion: 'enviar',
        entidad: 'certificados',
        entidad_id: cert.id,
        detalles: {
          alumno: fullName(enrolment),
          curso: enrolment.curso_nombre,
          unique_id: cert.unique_id,
          email,
        },
      },
      { sameWhen: { email }, withinSeconds: CERTIFICATE_MAIL_REPEAT_SECONDS },
    );
    if (!first) return;
    await ctx.mail.send(certificateMail(ctx, enrolment, input.email, { ...cert, archivo }), {
      tx,
      onCommit,
    });
  });
  return { mensaje: CERTIFICADO_ENVIADO };
}

async function findByCode(ctx: AppContext, uniqueId: string) {
  const row = await repo.findByUniqueId(ctx.db, uniqueId);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

export async function publicData(ctx: AppContext, uniqueId: string): Promise<TDatosCertificado> {
  const row = await findByCode(ctx, uniqueId);
  const { certificado } = row;
  const revocado = certificado.revocado_en !== null;
  return {
    unique_id: certificado.unique_id,
    curso: row.curso_nombre,
    curso_slug: row.curso_slug,
    alumno: fullName(row),
    fecha_reconocimiento: certificado.fecha_reconocimiento,
    horas_curso: row.horas_curso,
    logro: logroOf(certificado),
    imagen: row.imagen_curso,
    archivo: revocado ? null : certificado.archivo,
    imagen_certificado: certificado.archivo ? imagePathOf(certificado.archivo) : null,
    estado: revocado ? 'revocado' : 'vigente',
    revocado_en: certificado.revocado_en?.toISOString() ?? null,
    academia: ctx.config.academyName,
    contacto_telefono: ctx.config.contactPhone ?? null,
    contacto_email: ctx.config.contactEmail,
  };
}

export async function studentCertificates(ctx: AppContext, user: AuthUser) {
  return repo.listForStudent(ctx.db, user.id);
}

/**
 * The valid (unrevoked) certificates of several students with their public verification
 * address, for the platform CV and the staff's list of applicants.
 */
export async function validCertificatesOf(ctx: AppContext, alumnos: readonly number[]) {
  const rows = await repo.listValidForStudents(ctx.db, alumnos);
  return rows.map(({ curso_slug, ...row }) => ({
    ...row,
    url: publicCertificateUrl(ctx.config.publicUrl, row.unique_id, curso_slug),
  }));
}

export async function courseCertificates(
  ctx: AppContext,
  curso: number,
  page: number,
): Promise<TGetCertificadosCursoResponse> {
  const course = await findCourseRef(ctx.db, curso);
  if (!course) throw notFound(CURSO_NO_ENCONTRADO);
  const size = CERTIFICADOS_CURSO_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    repo.pageForCourse(ctx.db, curso, size, (page - 1) * size),
    repo.countForCourse(ctx.db, curso),
  ]);
  return {
    curso: course,
    count,
    results: rows.map((r) => ({
      id: r.id,
      alumno_id: r.alumno_id,
      nombre: r.first_name,
      apellidos: [r.last_name, r.apellido_materno].filter((s) => s.trim() !== '').join(' '),
      email: r.email,
      unique_id: r.unique_id,
      estatus_certificado: r.unique_id ? '1' : '0',
      fecha_reconocimiento: r.fecha_reconocimiento,
      archivo: r.archivo,
      revocado_en: r.unique_id ? null : (r.revocado_en?.toISOString() ?? null),
      motivo: r.motivo,
      avance: r.avance,
    })),
  };
}

/** The signed credential of a current certificate. */
export async function credential(ctx: AppContext, uniqueId: string) {
  const row = await findByCode(ctx, uniqueId);
  if (row.certificado.revocado_en) throw notFound(CERTIFICATE_NOT_FOUND);
  const { config } = ctx;
  const credencial = await signCredential(ctx.storage, {
    issuerUrl: config.publicUrl,
    academia: config.academyName,
    contactEmail: config.contactEmail,
    unique_id: row.certificado.unique_id,
    subjectId: row.alumno_curso_unique_id,
    email: row.email,
    alumno: fullName(row),
    curso: row.curso_nombre,
    curso_slug: row.curso_slug,
    horas_curso: row.horas_curso,
    descripcion: DECLARACION_PDF[logroOf(row.certificado)],
    fecha_reconocimiento: row.certificado.fecha_reconocimiento,
    url: publicCertificateUrl(config.publicUrl, row.certificado.unique_id, row.curso_slug),
    imagen: row.imagen_curso ? `${config.publicUrl}/uploads/${row.imagen_curso}` : null,
  });
  return { credencial, nombre_archivo: `certificado-${row.curso_slug}-${uniqueId}.jwt` };
}

/** Signature, issuer and revocation status of a credential, said in one sentence. */
export async function verifyCredential(
  ctx: AppContext,
  token: string,
): Promise<TVerificacionCredencial> {
  const check = await checkSignature(ctx.storage, ctx.config.publicUrl, token);
  const row = check.unique_id ? await repo.findByUniqueId(ctx.db, check.unique_id) : undefined;
  const estado = !row ? 'desconocido' : row.certificado.revocado_en ? 'revocado' : 'vigente';
  const valida = check.firma && check.emisor && estado === 'vigente';
  let mensaje: string;
  if (!check.firma) {
    mensaje = VERIFICACION.firmaInvalida(ctx.config.academyName);
  } else if (!check.emisor) {
    mensaje = VERIFICACION.emisorAjeno;
  } else if (estado === 'revocado') {
    mensaje = VERIFICACION.revocado;
  } else if (estado === 'desconocido') {
    mensaje = VERIFICACION.desconocido;
  } else {
    mensaje = VERIFICACION.valida(ctx.config.academyName);
  }
  return {
    valida,
    firma: check.firma,
    emisor: check.emisor,
    estado,
    unique_id: check.unique_id,
    mensaje,
  };
}
