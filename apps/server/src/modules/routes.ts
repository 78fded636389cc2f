import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerCatalogRoutes } from './catalog/catalog.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerHealthRoutes } from './health/health.routes';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerCatalogRoutes(app);
  registerContentRoutes(app);
}
