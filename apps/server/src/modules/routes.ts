import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerBlogRoutes } from './blog/blog.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerJobsRoutes } from './jobs/jobs.routes';
import { registerRegistrationRoutes } from './registration/registration.routes';
import { registerSeoRoutes } from './seo/seo.routes';

/** Every module's calls; a module adds one line here. */
export function registerModules(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerBlogRoutes(app);
  registerJobsRoutes(app);
  registerRegistrationRoutes(app);
  registerSeoRoutes(app);
}
