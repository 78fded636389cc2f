// What other modules may use of learning: the enrolment checks and their messages, the
// student's course list, and the SQL pieces that let another module's single-statement read
// apply the same access rule as learning's own reads.
export {
  type Caller,
  enrolmentColumns,
  enrolmentRefusalSql,
} from './learning.repository';
export { registerLearningRoutes } from './learning.routes';
export {
  callerNow,
  checkOwnWithAccess,
  enrolmentInCourseWithAccess,
  getCursosAlumno,
  ownEnrolment,
  ownEnrolmentWithAccess,
} from './learning.service';
export { INSCRIPCION_AJENA, INSCRIPCION_INACTIVA, INSCRIPCION_NO_ENCONTRADA } from './messages';
