export const INSCRIPCION_AJENA = 'Esta inscripción no es tuya.';
export const INSCRIPCION_INACTIVA =
  'Tu inscripción a este curso no está activa. Comunícate con la academia.';
export const NO_INSCRITO = 'No estás inscrito en este curso.';
export const SUBTEMA_NO_ENCONTRADO = 'No se encontró la lección en este curso.';
export const INSCRIPCION_NO_ENCONTRADA = 'No se encontró la inscripción.';
export const LECCION_DESAPARECIDA = 'La lección ya no existe: recarga la página.';

/** How a student reaches the academy: CONTACT_EMAIL, and CONTACT_PHONE when set. */
export type AcademyContact = { contactEmail: string; contactPhone?: string | undefined };

const contacto = (c: AcademyContact) =>
  c.contactPhone ? `${c.contactEmail} o al teléfono ${c.contactPhone}` : c.contactEmail;

export const inscripcionPendiente = (c: AcademyContact) =>
  `Tu inscripción a este curso está pendiente de confirmación por la academia. Si tienes dudas, escríbenos a ${contacto(c)}.`;
export const inscripcionRechazada = (c: AcademyContact) =>
  `La academia no aceptó tu inscripción a este curso. Si tienes dudas, escríbenos a ${contacto(c)}.`;
export const PRUEBA_SOLO_LECCIONES =
  'Tu prueba gratuita incluye solo las lecciones. Inscríbete al curso para presentar evaluaciones, participar en los foros y obtener tu certificado.';

// 'Inscripciones' (the administrator's pending enrolments).
export const INSCRIPCION_YA_CONFIRMADA = 'Esta inscripción ya estaba confirmada.';
export const INSCRIPCION_YA_RECHAZADA = 'Esta inscripción ya estaba rechazada.';
export const INSCRIPCION_CONFIRMADA = 'Inscripción confirmada.';
export const INSCRIPCION_RECHAZADA_OK = 'Inscripción rechazada.';
