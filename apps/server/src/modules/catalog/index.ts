export { registerCatalogRoutes } from './catalog.routes';
