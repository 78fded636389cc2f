export const NO_CURRENT_CERTIFICATE = 'El alumno no tiene un certificado vigente en este curso.';
export const CERTIFICATE_NOT_FOUND = 'El certificado no existe.';
export const COURSE_MISMATCH = 'La inscripción no corresponde a ese curso.';

/** What checking a credential tells the person, one case each. */
export const VERIFICACION = {
  firmaInvalida: (academia: string) =>
    `La firma no es válida: esta credencial no fue emitida por ${academia} o fue modificada.`,
  emisorAjeno: 'La firma es válida, pero el emisor no es esta academia.',
  revocado: 'La firma y el emisor son válidos, pero el certificado fue revocado.',
  desconocido: 'La firma es válida, pero el certificado no existe en esta academia.',
  valida: (academia: string) => `Credencial válida: firmada por ${academia} y vigente.`,
};
