export { STUDENT_NOT_FOUND } from './messages';
export { registerPeopleAdminRoutes } from './people-admin.routes';
export { findStudent, insertStudent, suggestStudents, toPersona } from './people-admin.service';
// The one accent-insensitive name and e-mail search, for other modules' lists of people.
export { matchesSearch, matchesWords, searchWords } from './people-search';
export { registerProfileRoutes } from './profile.routes';
export { profileSections } from './profile.service';
