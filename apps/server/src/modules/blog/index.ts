export { registerBlogRoutes } from './blog.routes';
export { sitemapArticles } from './blog.service';
