export { STUDENT_NOT_FOUND } from './messages';
export { registerPeopleAdminRoutes } from './people-admin.routes';
export { findStudent, insertStudent, suggestStudents, toPersona } from './people-admin.service';
export { registerProfileRoutes } from './profile.routes';
