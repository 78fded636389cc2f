import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerEvaluationsResultsRoutes } from './evaluations/evaluations-results.routes';
import { registerGroupsRoutes } from './groups/groups.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerPaymentsRoutes } from './payments/payments.routes';
import { registerPeopleAdminRoutes } from './people/people-admin.routes';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerPeopleAdminRoutes(app);
  registerGroupsRoutes(app);
  registerPaymentsRoutes(app);
  registerEvaluationsResultsRoutes(app);
}
