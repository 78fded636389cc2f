import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { forbidden, notFound } from '../../platform/errors';
import * as repo from './cv-links.repository';
import {
  ALUMNO_NO_ENCONTRADO,
  CV_DE_OTRO_ALUMNO,
  CV_NO_VISIBLE,
  ENLACE_CV_INVALIDO,
} from './cv-messages';
import { renderPlatformCv } from './cv-pdf';

/** What the signature covers: the student whose CV the address opens. */
const signedPath = (alumno: number) => `cv-plataforma/${alumno}.pdf`;
/** Where the signed address is answered (cv-links.routes.ts). */
export const CV_ROUTE = '/api/cvPlataforma/';

/**
 * The student's own CV, or for an administrator a student's who let staff see it (their
 * `cv_visible`). Anyone else gets a 403 that says why.
 */
async function checkViewer(ctx: AppContext, alumno: number, viewer: number) {
  const access = await repo.cvAccess(ctx.db, alumno, viewer);
  if (!access) throw notFound(ALUMNO_NO_ENCONTRADO);
  if (alumno === viewer) return;
  if (!access.viewer_admin) throw forbidden(CV_DE_OTRO_ALUMNO);
  if (!access.cv_visible) throw forbidden(CV_NO_VISIBLE);
}

/**
 * A signed, expiring address of a student's platform CV for the caller (getEnlaceCvPlataforma):
 * the lesson files' signature (signed-files.ts), over the CV's path, its expiry and the caller.
 */
export async function cvLink(ctx: AppContext, user: AuthUser, alumno: number | undefined) {
  const target = alumno ?? user.id;
  if (user.role === 'student' && target !== user.id) throw forbidden(CV_DE_OTRO_ALUMNO);
  await checkViewer(ctx, target, user.id);
  const signed = ctx.storage.signer.signAddress(signedPath(target), user.id);
  const query = new URLSearchParams(signed.slice(signed.indexOf('?') + 1));
  return {
    url: `${CV_ROUTE}${target}?${query}`,
    expira: new Date(Number(query.get('exp')) * 1000).toISOString(),
  };
}

/**
 * The PDF a signed address opens. A wrong, borrowed or expired signature is a 404; the viewer's
 * right is checked again, so a student who hides their CV closes the addresses staff already hold.
 */
export async function cvByAddress(ctx: AppContext, alumno: number, query: URLSearchParams) {
  if (ctx.storage.signer.addressSecondsLeft(signedPath(alumno), query) === undefined) {
    throw notFound(ENLACE_CV_INVALIDO);
  }
  await checkViewer(ctx, alumno, Number(query.get('v')));
  return renderPlatformCv(ctx, alumno);
}
