import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, errors, type JWK, jwtVerify, SignJWT } from 'jose';
import type { Storage } from '../../platform/storage/storage.service';
import { issuerKey } from './issuer-key';

/** The JSON-LD contexts of an Open Badges 3.0 credential on the VC Data Model 2.0. */
const CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

export interface CredentialData {
  /** The academy's URL (PUBLIC_URL): the issuer's id and the JWT's `iss`. */
  issuerUrl: string;
  academia: string;
  contactEmail: string;
  unique_id: string;
  /** The enrolment's public id: the subject's id. */
  subjectId: string;
  email: string;
  alumno: string;
  curso: string;
  curso_slug: string;
  horas_curso: number;
  descripcion: string;
  /** YYYY-MM-DD. */
  fecha_reconocimiento: string;
  /** The public page of the certificate. */
  url: string;
  imagen: string | null;
}

/** Open Badges' hashed identifier: the e-mail is named without being disclosed. */
function hashedEmail(email: string) {
  const salt = randomBytes(8).toString('hex');
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: `sha256$${createHash('sha256')
      .update(email + salt)
      .digest('hex')}`,
    salt,
  };
}

/** The credential (`vc` claim) of a certificate: an OpenBadgeCredential. */
export function openBadgeCredential(d: CredentialData) {
  const validFrom = `${d.fecha_reconocimiento}T00:00:00Z`;
  return {
    '@context': CONTEXTS,
    id: `urn:uuid:${d.unique_id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${d.curso} Certificado Digital`,
    issuer: {
      id: d.issuerUrl,
      type: ['Profile'],
      name: d.academia,
      url: d.issuerUrl,
      email: d.contactEmail,
    },
    validFrom,
    credentialSubject: {
      id: `urn:uuid:${d.subjectId}`,
      type: ['AchievementSubject'],
      identifier: [hashedEmail(d.email)],
      name: d.alumno,
      achievement: {
        id: `${d.issuerUrl}/registro/${d.curso_slug}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: d.curso,
        description: d.descripcion,
        criteria: { narrative: d.descripcion },
        humanCode: `${d.horas_curso} horas`,
        ...(d.imagen ? { image: { id: d.imagen, type: 'Image' } } : {}),
      },
    },
    evidence: [{ id: d.url, type: ['Evidence'], name: 'Página pública del certificado' }],
  };
}

/** Signs the credential as a VC-JWT (Open Badges 3.0, section 8.2) with the academy's key. */
export async function signCredential(storage: Storage, d: CredentialData): Promise<string> {
  const key = await issuerKey(storage);
  const vc = openBadgeCredential(d);
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
    .setIssuer(d.issuerUrl)
    .setSubject(vc.credentialSubject.id)
    .setJti(vc.id)
    .setNotBefore(new Date(vc.validFrom))
    .setIssuedAt()
    .sign(key.privateKey);
}

/** The JWKS that publishes the academy's public key. */
export async function publicJwks(storage: Storage): Promise<{ keys: JWK[] }> {
  return { keys: [(await issuerKey(storage)).publicJwk] };
}

export interface SignatureCheck {
  firma: boolean;
  emisor: boolean;
  /** The certificate code from `jti` (urn:uuid:…), if the token could be read. */
  unique_id: string | null;
}

const URN_UUID = /^urn:uuid:([0-9a-f-]{36})$/i;

/**
 * Checks a VC-JWT against the published key: the signature (EdDSA only, so no algorithm
 * confusion) and the issuer. Garbage is simply not valid, never an error.
 */
export async function checkSignature(
  storage: Storage,
  issuerUrl: string,
  token: string,
): Promise<SignatureCheck> {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(token);
  } catch {
    return { firma: false, emisor: false, unique_id: null };
  }
  const unique_id =
    typeof claims.jti === 'string' ? (URN_UUID.exec(claims.jti)?.[1] ?? null) : null;
  const jwks = createLocalJWKSet(await publicJwks(storage));
  try {
    // nbf is the recognition date at midnight UTC, which a database clock ahead of UTC can put
    // a few hours in the future.
    await jwtVerify(token, jwks, { algorithms: ['EdDSA'], clockTolerance: '1 day' });
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) {
      return { firma: false, emisor: claims.iss === issuerUrl, unique_id };
    }
    throw err;
  }
  return { firma: true, emisor: claims.iss === issuerUrl, unique_id };
}
