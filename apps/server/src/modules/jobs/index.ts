export { registerJobsRoutes } from './jobs.routes';
export { sitemapJobs } from './jobs.service';
