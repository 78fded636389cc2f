import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerBlogRoutes } from './blog/blog.routes';
import { registerCatalogRoutes } from './catalog/catalog.routes';
import { registerCertificatesRoutes } from './certificates/certificates.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerEvaluationsAdminRoutes } from './evaluations/evaluations-admin.routes';
import { registerEvaluationsResultsRoutes } from './evaluations/evaluations-results.routes';
import { registerEvaluationsStudentRoutes } from './evaluations/evaluations-student.routes';
import { registerForumAdminRoutes } from './forum/forum-admin.routes';
import { registerForumStudentRoutes } from './forum/forum-student.routes';
import { registerGroupsRoutes } from './groups/groups.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerJobMarketRoutes } from './job-market/job-market.routes';
import { registerJobsRoutes } from './jobs/jobs.routes';
import { registerLearningRoutes } from './learning/learning.routes';
import { registerPaymentsRoutes } from './payments/payments.routes';
import { registerPeopleAdminRoutes } from './people/people-admin.routes';
import { registerProfileRoutes } from './people/profile.routes';
import { registerRegistrationRoutes } from './registration/registration.routes';
import { registerSeoRoutes } from './seo/seo.routes';

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
