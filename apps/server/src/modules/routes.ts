import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/index';
import { registerAuthRoutes } from './auth/index';
import { registerBlogRoutes } from './blog/index';
import { registerCatalogRoutes } from './catalog/index';
import { registerCertificatesRoutes } from './certificates/index';
import { registerContentRoutes } from './content/index';
import {
  registerEvaluationsAdminRoutes,
  registerEvaluationsResultsRoutes,
  registerEvaluationsStudentRoutes,
} from './evaluations/index';
import { registerForumAdminRoutes, registerForumStudentRoutes } from './forum/index';
import { registerGroupsRoutes } from './groups/index';
import { registerHealthRoutes } from './health/index';
import { registerJobMarketRoutes } from './job-market/index';
import { registerJobsRoutes } from './jobs/index';
import { registerLearningRoutes } from './learning/index';
import { registerPaymentsRoutes } from './payments/index';
import { registerPeopleAdminRoutes, registerProfileRoutes } from './people/index';
import { registerRegistrationRoutes } from './registration/index';
import { registerSeoRoutes } from './seo/index';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerForumAdminRoutes(app);
  registerEvaluationsAdminRoutes(app);
  registerCertificatesRoutes(app);
  registerJobMarketRoutes(app);
  registerLearningRoutes(app);
  registerForumStudentRoutes(app);
  registerEvaluationsStudentRoutes(app);
  registerProfileRoutes(app);
  registerPeopleAdminRoutes(app);
  registerGroupsRoutes(app);
  registerPaymentsRoutes(app);
  registerEvaluationsResultsRoutes(app);
  registerCatalogRoutes(app);
  registerContentRoutes(app);
  registerBlogRoutes(app);
  registerJobsRoutes(app);
  registerRegistrationRoutes(app);
  registerSeoRoutes(app);
  registerAuditRoutes(app);
}
