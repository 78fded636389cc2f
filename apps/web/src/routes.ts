import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import {
  PENDING_ADMIN_ARTICLES,
  PENDING_ADMIN_PLATFORM,
  PENDING_PUBLIC,
  PENDING_STUDENT,
  type PendingRoute,
  pendingRouteId,
} from './app/pending-routes';

const COMING_SOON = 'app/coming-soon-route.tsx';

function pending(prefix: string, routes: readonly PendingRoute[]) {
  return routes.map((r) =>
    route(`${prefix}${r.path}`, COMING_SOON, { id: pendingRouteId(prefix, r.path) }),
  );
}

export default [
  layout('app/layouts/public-layout.tsx', [
    index('features/auth/screens/login-screen.tsx', { id: 'home' }),
    route('iniciar-sesion', 'features/auth/screens/login-screen.tsx', { id: 'login' }),
    route('recuperar-contrasena', 'features/auth/screens/forgot-password-screen.tsx'),
    route('restablecer-contrasena/:token', 'features/auth/screens/reset-password-screen.tsx'),
    // Issue 3: the public site.
    route('blog/:categoria?', 'features/blog/screens/blog-screen.tsx'),
    route('articulo/:slug', 'features/blog/screens/article-screen.tsx'),
    route('empresas', 'app/empresas-route.tsx'),
    route('jobs', 'features/jobs/screens/jobs-screen.tsx'),
    route('job/:unique_id', 'features/jobs/screens/job-screen.tsx'),
    route('registro/:curso', 'features/registration/screens/course-registration-screen.tsx'),
    route('admin/superuser', 'features/registration/screens/superuser-screen.tsx'),
    // The about page's path depends on ACADEMY_NAME, known only at run time.
    route(':pagina', 'app/about-route.tsx'),
    ...pending('', PENDING_PUBLIC),
    route('*', 'app/not-found-route.tsx'),
  ]),
  layout('app/layouts/student-layout.tsx', pending('plataforma/', PENDING_STUDENT)),
  layout('app/layouts/admin-articles-layout.tsx', [
    // Issue 3: the article area.
    route('admin/listado-articulos', 'features/blog/screens/admin-articles-screen.tsx'),
    route('admin/agregar-articulo', 'features/blog/screens/add-article-screen.tsx'),
    route('admin/editar-articulo/:slug', 'features/blog/screens/edit-article-screen.tsx'),
    route('admin/categorias-blog', 'features/blog/screens/blog-categories-screen.tsx'),
    route('admin/listado-medios', 'features/blog/screens/admin-media-screen.tsx'),
    route('admin/agregar-noticia', 'features/blog/screens/add-news-screen.tsx'),
    route('admin/editar-noticia/:id', 'features/blog/screens/edit-news-screen.tsx'),
    route('admin/listado-jobs', 'features/jobs/screens/admin-jobs-screen.tsx'),
    route('admin/agregar-job', 'features/jobs/screens/add-job-screen.tsx'),
    route('admin/job/applicants/:unique_id', 'features/jobs/screens/job-applicants-screen.tsx'),
    ...pending('admin/', PENDING_ADMIN_ARTICLES),
  ]),
  layout(
    'app/layouts/admin-platform-layout.tsx',
    pending('admin/plataforma/', PENDING_ADMIN_PLATFORM),
  ),
] satisfies RouteConfig;
