import { createReadStream } from 'node:fs';
import { zId } from '@academia/contract/core/call';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/authenticate';
import { checkAccess } from '../../platform/auth/guard';
import { badRequest } from '../../platform/errors';
import { cvFile } from './jobs.service';
import { POSTULANTE_INVALIDO } from './messages';

const ZParams = z.object({ aplicante: zId });

/**
 * An applicant's CV, only for staff: the file lives in the private area, which `/uploads/`
 * never serves. The answer is the PDF itself (not the JSON envelope), sent as an attachment
 * with the same protective headers as uploads, so the browser never runs anything in it.
 */
export function registerCvDownloadRoute(app: FastifyInstance): void {
  app.get('/api/descargarCvAplicante/:aplicante', async (request, reply) => {
    const user = await authenticate(app.ctx, request.headers.authorization, true);
    checkAccess(['admin', 'teacher'], user);
    const params = ZParams.safeParse(request.params);
    if (!params.success) throw badRequest(POSTULANTE_INVALIDO);
    const file = await cvFile(app.ctx, params.data.aplicante);
    const name = `CV ${file.nombre}`.replace(/[^\p{L}\p{N} ._-]/gu, '').trim() || 'CV';
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="cv.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file.path));
  });
}
