export const JOB_NO_ENCONTRADO = 'No encontramos esa vacante o ya no está disponible.';
export const CV_NO_ENCONTRADO = 'Ese postulante no envió un CV.';
export const POSTULANTE_INVALIDO = 'El postulante no es válido.';
export const APLICANTE_NO_ENCONTRADO = 'No encontramos esa postulación.';
