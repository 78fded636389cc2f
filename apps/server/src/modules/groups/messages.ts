export const GROUP_NOT_FOUND = 'No se encontró el grupo.';
export const TEACHER_INVALID = 'Elige un profesor activo.';
export const WRONG_COURSE = 'El grupo no pertenece a ese curso.';
export const ALREADY_MEMBER = 'El alumno ya pertenece a este grupo.';
