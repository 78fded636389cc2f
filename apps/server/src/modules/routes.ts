import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerCertificatesRoutes } from './certificates/certificates.routes';
import { registerEvaluationsAdminRoutes } from './evaluations/evaluations-admin.routes';
import { registerForumAdminRoutes } from './forum/forum-admin.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerJobMarketRoutes } from './job-market/job-market.routes';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerForumAdminRoutes(app);
  registerEvaluationsAdminRoutes(app);
  registerCertificatesRoutes(app);
  registerJobMarketRoutes(app);
}
