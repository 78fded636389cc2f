import { getEnlaceCvPlataforma } from '@academia/contract/career/get-enlace-cv-plataforma';
import { zId } from '@academia/contract/core/call';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { PDF_POLICY } from '../../platform/storage/uploads.route';
import { CV_ROUTE, cvByAddress, cvLink } from './cv-links.service';
import { ENLACE_CV_INVALIDO } from './cv-messages';

const ZParams = z.object({ alumno: zId });

/**
 * getEnlaceCvPlataforma, and the address it gives: the PDF itself (not the JSON envelope),
 * opened in the browser with no token, since the signature names the viewer. It is made on
 * each request, so it never shows an old profile, and no copy is kept.
 */
export function registerCvLinkRoutes(app: FastifyInstance): void {
  registerCall(app, getEnlaceCvPlataforma, async ({ app: ctx, input, user }) => ({
    content: await cvLink(ctx, user, input.alumno),
  }));

  app.get(`${CV_ROUTE}:alumno`, async (request, reply) => {
    const params = ZParams.safeParse(request.params);
    if (!params.success) throw notFound(ENLACE_CV_INVALIDO);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const pdf = await cvByAddress(app.ctx, params.data.alumno, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="cv-plataforma.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', PDF_POLICY)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
