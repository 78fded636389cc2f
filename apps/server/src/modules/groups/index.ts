export { registerGroupsRoutes } from './groups.routes';
