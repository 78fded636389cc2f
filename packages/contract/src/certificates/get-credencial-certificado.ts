import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZUniqueId } from './get-datos-certificado-alumno';

export const ZGetCredencialCertificadoRequest = z.object({ unique_id: ZUniqueId });
export const ZGetCredencialCertificadoResponse = z.object({
  content: z.object({
    /**
     * An Open Badges 3.0 `OpenBadgeCredential` as a VC-JWT (compact JWS, `alg` EdDSA, the
     * academy's Ed25519 key named by `kid`, published at /.well-known/jwks.json). The
     * credential is in the `vc` claim; `iss` is the academy (PUBLIC_URL), `jti` the
     * credential id `urn:uuid:{unique_id}`.
     */
    credencial: z.string(),
    /** A file name for saving it. */
    nombre_archivo: z.string(),
  }),
});
export type TGetCredencialCertificadoResponse = z.infer<typeof ZGetCredencialCertificadoResponse>;

export const getCredencialCertificado = defineCall({
  name: 'getCredencialCertificado',
  method: 'GET',
  access: 'anyone',
  summary:
    'La credencial verificable (Open Badges 3.0, VC-JWT firmado con Ed25519) de un ' +
    'certificado vigente. La clave pública está en /.well-known/jwks.json. 404 si el código ' +
    'no existe o el certificado fue revocado.',
  request: ZGetCredencialCertificadoRequest,
  response: ZGetCredencialCertificadoResponse,
});
