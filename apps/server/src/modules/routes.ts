import type { FastifyInstance } from 'fastify';
import { registerAnnouncementsRoutes } from './announcements/index';
import { registerAuditRoutes } from './audit/index';
import { registerAuthRoutes } from './auth/index';
import { registerBlogRoutes } from './blog/index';
import { registerCareerRoutes, registerCvLinkRoutes } from './career/index';
import { registerCatalogRoutes } from './catalog/index';
import { registerCertificatesRoutes } from './certificates/index';
import { registerContentRoutes } from './content/index';
import {
  registerEvaluationsAdminRoutes,
  registerEvaluationsResultsRoutes,
  registerEvaluationsStudentRoutes,
} from './evaluations/index';
import { registerForumAdminRoutes, registerForumStudentRoutes } from './forum/index';
import { registerGradebookRoutes } from './gradebook/index';
import { registerGroupsRoutes } from './groups/index';
import { registerHealthRoutes } from './health/index';
import { registerJobMarketRoutes } from './job-market/index';
import { registerJobsRoutes } from './jobs/index';
import { registerLearningRoutes } from './learning/index';
import { registerNotificationsRoutes } from './notifications/index';
import { registerOverviewRoutes } from './overview/index';
import { registerPaymentsRoutes } from './payments/index';
import { registerPeopleAdminRoutes, registerProfileRoutes } from './people/index';
import { registerPreviewRoutes } from './preview/index';
import { registerRegistrationRoutes } from './registration/index';
import { registerSeoRoutes } from './seo/index';
import { registerSkillsRoutes } from './skills/index';
import { registerTeachingRoutes } from './teaching/index';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerForumAdminRoutes(app);
  registerEvaluationsAdminRoutes(app);
  registerCertificatesRoutes(app);
  registerGradebookRoutes(app);
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
  registerPreviewRoutes(app);
  registerContentRoutes(app);
  registerBlogRoutes(app);
  registerJobsRoutes(app);
  registerRegistrationRoutes(app);
  registerSeoRoutes(app);
  registerAuditRoutes(app);
  registerNotificationsRoutes(app);
  registerTeachingRoutes(app);
  registerAnnouncementsRoutes(app);
  registerOverviewRoutes(app);
  registerCvLinkRoutes(app);
  registerCareerRoutes(app);
  registerSkillsRoutes(app);
}
