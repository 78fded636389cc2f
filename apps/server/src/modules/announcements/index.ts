export { registerAnnouncementsRoutes } from './announcements.routes';
