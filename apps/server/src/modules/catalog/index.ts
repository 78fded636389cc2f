export { registerCatalogRoutes } from './catalog.routes';
export { CURSO_NO_ENCONTRADO } from './messages';
