export { registerContentRoutes } from './content.routes';
