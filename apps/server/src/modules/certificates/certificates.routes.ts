import { enviarCertificadoEmail } from '@academia/contract/certificates/enviar-certificado-email';
import { generarCertificadoAlumno } from '@academia/contract/certificates/generar-certificado-alumno';
import { getCertificadosAlumno } from '@academia/contract/certificates/get-certificados-alumno';
import { getCertificadosCurso } from '@academia/contract/certificates/get-certificados-curso';
import { getCredencialCertificado } from '@academia/contract/certificates/get-credencial-certificado';
import { getDatosCertificadoAlumno } from '@academia/contract/certificates/get-datos-certificado-alumno';
import { revocarCertificadoAlumno } from '@academia/contract/certificates/revocar-certificado-alumno';
import { verificarCredencialCertificado } from '@academia/contract/certificates/verificar-credencial-certificado';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { PUBLIC_DATA_TABLES } from './certificates.repository';
import * as service from './certificates.service';
import { publicJwks } from './credential';

/** Where verifiers find the academy's public key (a JWK Set, RFC 7517). */
export const JWKS_PATH = '/.well-known/jwks.json';

export function registerCertificatesRoutes(app: FastifyInstance): void {
  registerCall(app, generarCertificadoAlumno, async ({ app: ctx, input, user }) => ({
    content: await service.generateCertificate(ctx, input.alumno, user, input.motivo),
  }));

  registerCall(app, revocarCertificadoAlumno, async ({ app: ctx, input, user }) => ({
    content: await service.revokeCertificate(ctx, input.alumno, user),
  }));

  registerCall(app, enviarCertificadoEmail, async ({ app: ctx, input, user }) => ({
    content: await service.emailCertificate(ctx, user, input),
  }));

  registerCall(
    app,
    getDatosCertificadoAlumno,
    async ({ app: ctx, input }) => ({ content: await service.publicData(ctx, input.unique_id) }),
    { cachedFrom: PUBLIC_DATA_TABLES },
  );

  registerCall(app, getCertificadosAlumno, async ({ app: ctx, user }) => ({
    content: await service.studentCertificates(ctx, user),
  }));

  registerCall(app, getCertificadosCurso, async ({ app: ctx, input }) =>
    service.courseCertificates(ctx, input.curso, input.page),
  );

  // A credential issued again differs only by its signing time; either is as valid.
  registerCall(
    app,
    getCredencialCertificado,
    async ({ app: ctx, input }) => ({ content: await service.credential(ctx, input.unique_id) }),
    { cachedFrom: PUBLIC_DATA_TABLES },
  );

  registerCall(
    app,
    verificarCredencialCertificado,
    async ({ app: ctx, input }) => ({
      content: await service.verifyCredential(ctx, input.credencial),
    }),
    { cachedFrom: PUBLIC_DATA_TABLES },
  );

  app.get(JWKS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicJwks(app.ctx.storage);
  });
}
