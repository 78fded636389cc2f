// What other modules may use of the gradebook: its routes, and the service functions the
// teacher area calls with `profesor` set so a teacher sees only their own groups' students.

export { registerGradebookRoutes } from './gradebook.routes';
export { type GradebookRequest, gradebookCsvFor, gradebookFor } from './gradebook.service';
export { CURSO_NO_ENCONTRADO, GRUPO_NO_ENCONTRADO } from './messages';
