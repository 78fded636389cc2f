// What other modules may use of learning: the enrolment checks and their messages, the
// student's course list, and the SQL pieces that let another module's single-statement read
// apply the same access rule as learning's own reads.

export { confirmByAdministrator, confirmOnGroupAdd } from './inscripciones.service';
export {
  accesoHastaSql,
  type Caller,
  enrolmentColumns,
  enrolmentRefusalSql,
  ultimaActividadSql,
} from './learning.repository';
export { registerLearningRoutes } from './learning.routes';
export {
  admitOwnWithAccess,
  callerNow,
  checkOwnWithAccess,
  courseOutline,
  type EnrolmentReader,
  enrolmentInCourseWithAccess,
  getCursosAlumno,
  getSubtema,
  ownEnrolment,
  ownEnrolmentWithAccess,
  withStatus,
} from './learning.service';
export {
  INSCRIPCION_AJENA,
  INSCRIPCION_INACTIVA,
  INSCRIPCION_NO_ENCONTRADA,
  inscripcionPendiente,
  inscripcionRechazada,
  PRUEBA_SOLO_LECCIONES,
} from './messages';
