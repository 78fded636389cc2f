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
import { badRequest, notFound } from '../../platform/errors';
import { renderMail } from '../../platform/mail/render-mail';
import { recordAudit } from '../audit/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { INSCRIPCION_NO_ENCONTRADA } from '../learning/index';
import { renderCertificateImage } from './certificate-image';
import * as repo from './certificates.repository';
import { checkSignature, signCredential } from './credential';
import {
  CERTIFICATE_NOT_FOUND,
  COURSE_MISMATCH,
  NO_CURRENT_CERTIFICATE,
  VERIFICACION,
} from './messages';
import { CERTIFICATE_STATEMENT, renderRecognitionPdf } from './recognition-pdf';

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
 * Issues the enrolment's certificate inside `tx`. Idempotent: a current certificate with its
 * PDF is returned as it is (one without a PDF, e.g. from an interrupted run, gets it now);
 * after a revoke a new row, and so a new code and a new PDF, is made.
 */
export async function issueCertificate(
  ctx: AppContext,
  tx: Tx,
  alumnoCurso: number,
  adminId: number,
) {
  const enrolment = await repo.lockEnrolment(tx, alumnoCurso);
  if (!enrolment) throw notFound(INSCRIPCION_NO_ENCONTRADA);
  const cert =
    (await repo.findCurrent(tx, alumnoCurso)) ??
    (await repo.insertCertificate(tx, { alumno_curso: alumnoCurso, generado_por: adminId }));
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
  };
}

export function generateCertificate(ctx: AppContext, alumnoCurso: number, admin: AuthUser) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const issued = await issueCertificate(ctx, tx, alumnoCurso, admin.id);
    await recordAudit(tx, admin, {
      accion: 'generar',
      entidad: 'certificados',
      entidad_id: issued.id,
      detalles: { alumno_curso: alumnoCurso, unique_id: issued.unique_id },
    });
    return issued;
  });
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

/** Mails the current certificate: the PDF attached and the public link, through the outbox. */
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
  const archivo = cert.archivo;
  await transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    await ctx.mail.send(
      {
        to: input.email,
        subject: `Tu certificado digital de ${enrolment.curso_nombre} — ${academia}`,
        ...body,
        attachments: [
          {
            filename: `reconocimiento-${enrolment.curso_slug}.pdf`,
            storagePath: archivo,
            contentType: 'application/pdf',
          },
        ],
      },
      { tx, onCommit },
    );
    await recordAudit(tx, admin, {
      accion: 'enviar',
      entidad: 'certificados',
      entidad_id: cert.id,
      detalles: { alumno_curso: input.alumno, unique_id: cert.unique_id, email: input.email },
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

export async function courseCertificates(
  ctx: AppContext,
  curso: number,
  page: number,
): Promise<TGetCertificadosCursoResponse> {
  const course = await repo.findCourse(ctx.db, curso);
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
    descripcion: CERTIFICATE_STATEMENT,
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
