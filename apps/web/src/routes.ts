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
    // The about page's path depends on ACADEMY_NAME, known only at run time.
    route(':pagina', 'app/about-route.tsx'),
    ...pending('', PENDING_PUBLIC),
    route('*', 'app/not-found-route.tsx'),
  ]),
  layout('app/layouts/student-layout.tsx', pending('plataforma/', PENDING_STUDENT)),
  layout('app/layouts/admin-articles-layout.tsx', pending('admin/', PENDING_ADMIN_ARTICLES)),
  layout('app/layouts/admin-platform-layout.tsx', [
    // Course catalog and content authoring (issue 4, part A)
    route(
      'admin/plataforma/categorias-curso',
      'features/catalog/screens/course-categories-screen.tsx',
    ),
    route('admin/plataforma/cursos', 'features/catalog/screens/courses-screen.tsx'),
    route('admin/plataforma/temas-subtemas/:curso', 'features/content/screens/topics-screen.tsx'),
    route(
      'admin/plataforma/agregar-contenido/:tema/:subtema/:curso',
      'features/content/screens/lesson-editor-screen.tsx',
    ),
    ...pending('admin/plataforma/', PENDING_ADMIN_PLATFORM),
  ]),
] satisfies RouteConfig;
