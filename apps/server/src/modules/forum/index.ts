export { registerForumAdminRoutes } from './forum-admin.routes';
export { registerForumStudentRoutes } from './forum-student.routes';
