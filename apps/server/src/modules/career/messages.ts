// Texts of opportunities, the one-click application and the student's applications (issue 26).
export const VACANTE_NO_DISPONIBLE = 'No encontramos esa vacante o ya no está disponible.';
export const YA_POSTULADO = 'Ya te postulaste a esta vacante.';
