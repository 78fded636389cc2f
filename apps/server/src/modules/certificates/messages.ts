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

/**
 * Learning's wording for the same refusal: certificates cannot import learning (learning calls
 * certificates when a lesson is finished), so the sentence is repeated here, word for word.
 */
export const INSCRIPCION_NO_ENCONTRADA = 'No se encontró la inscripción.';
export const CERTIFICADO_INSCRIPCION_PENDIENTE =
  'La inscripción está pendiente de confirmación: confírmala antes de emitir su certificado.';
export const CERTIFICADO_INSCRIPCION_RECHAZADA =
  'La inscripción fue rechazada: no puede recibir un certificado.';
export const CERTIFICADO_PRUEBA =
  'Es una prueba gratuita: las pruebas no reciben certificado. Inscribe al alumno en el curso primero.';

const lista = (nombres: string[]) => nombres.map((n) => `«${n}»`).join(', ');

/**
 * Why an enrolment cannot have its certificate yet (decision 018): the progress when lessons
 * are missing and the evaluations not passed, by name; and how to issue it anyway.
 */
export function faltaParaCertificado(a: {
  avance: number;
  subtemas_total: number;
  subtemas_terminados: number;
  evaluaciones_total: number;
  evaluaciones_pendientes: string[];
}): string {
  const anyway = 'Para emitirlo de todos modos, escribe el motivo.';
  if (a.subtemas_total + a.evaluaciones_total === 0) {
    return `El curso no tiene lecciones ni evaluaciones que completar. ${anyway}`;
  }
  const falta: string[] = [];
  if (a.subtemas_terminados < a.subtemas_total) {
    falta.push(
      `lleva ${a.avance} % de avance (${a.subtemas_terminados} de ${a.subtemas_total} lecciones terminadas)`,
    );
  }
  const pendientes = a.evaluaciones_pendientes;
  if (pendientes.length === 1) {
    falta.push(`no ha aprobado la evaluación ${lista(pendientes)}`);
  } else if (pendientes.length > 1) {
    falta.push(`no ha aprobado las evaluaciones ${lista(pendientes)}`);
  }
  return `El alumno no ha completado el curso: ${falta.join(' y ')}. ${anyway}`;
}
