export { registerTeachingRoutes } from './teaching.routes';
