/**
 * What a certificate truthfully says the student did, decided when it was issued:
 * `curso_y_evaluaciones` completed the course and passed its evaluations, `curso` completed a
 * course that had no evaluation, `reconocimiento` was issued by an administrator's decision
 * without completion (its reason stays with the staff). Plain constants, without zod, so the
 * public certificate page can import them cheaply.
 */
export const LOGROS_CERTIFICADO = ['curso_y_evaluaciones', 'curso', 'reconocimiento'] as const;
export type TLogroCertificado = (typeof LOGROS_CERTIFICADO)[number];

/** The sentence after the student's name on the public page, per kind of achievement. */
export const DECLARACION_CERTIFICADO: Record<TLogroCertificado, string> = {
  // The spec's wording: only true when the evaluations were passed.
  curso_y_evaluaciones:
    'asistió a las clases presenciales, concluyó las actividades en línea y aprobó los ' +
    'exámenes de certificación.',
  curso: 'concluyó todas las lecciones del curso.',
  reconocimiento: 'recibió este reconocimiento otorgado por la academia.',
};

/** The same statement as printed on the PDF under "por el curso …". */
export const DECLARACION_PDF: Record<TLogroCertificado, string> = {
  curso_y_evaluaciones:
    'Por haber asistido a las clases presenciales, concluido las actividades en línea y ' +
    'aprobado los exámenes de certificación.',
  curso: 'Por haber concluido todas las lecciones del curso.',
  reconocimiento: 'Reconocimiento otorgado por la academia.',
};
