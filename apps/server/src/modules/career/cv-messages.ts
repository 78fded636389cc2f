// Texts of the platform CV and its signed addresses (issue 26).
export const ALUMNO_NO_ENCONTRADO = 'No encontramos a ese alumno.';
export const CV_NO_VISIBLE = 'Este alumno no permite que el personal vea su CV de la plataforma.';
export const CV_DE_OTRO_ALUMNO = 'Solo puedes ver tu propio CV de la plataforma.';
export const ENLACE_CV_INVALIDO = 'El enlace del CV no es válido o ya caducó. Pide uno nuevo.';
