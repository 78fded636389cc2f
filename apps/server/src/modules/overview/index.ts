export { registerOverviewRoutes } from './overview.routes';
