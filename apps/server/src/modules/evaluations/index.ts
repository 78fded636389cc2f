export { registerEvaluationsAdminRoutes } from './evaluations-admin.routes';
export { registerEvaluationsResultsRoutes } from './evaluations-results.routes';
export { registerEvaluationsStudentRoutes } from './evaluations-student.routes';
