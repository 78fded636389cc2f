export { registerSeoRoutes } from './seo.routes';
