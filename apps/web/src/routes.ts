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
    route(
      'public/certificado-digital/:unique_id/:slug',
      'features/certificates/screens/public-certificate-screen.tsx',
    ),
    ...pending('', PENDING_PUBLIC),
    route('*', 'app/not-found-route.tsx'),
  ]),
  layout('app/layouts/student-layout.tsx', [
    route('plataforma/cursos', 'features/learning/screens/my-courses-screen.tsx'),
    route(
      'plataforma/curso/:slug/:id/temas/:alumno_curso',
      'features/learning/screens/course-screen.tsx',
    ),
    route('plataforma/perfil', 'features/profile/screens/profile-screen.tsx'),
    route(
      'plataforma/mis-certificados',
      'features/certificates/screens/my-certificates-screen.tsx',
    ),
    route('plataforma/pagos', 'features/payments/screens/my-payments-screen.tsx'),
    ...pending('plataforma/', PENDING_STUDENT),
  ]),
  layout('app/layouts/admin-articles-layout.tsx', pending('admin/', PENDING_ADMIN_ARTICLES)),
  layout('app/layouts/admin-platform-layout.tsx', [
    route(
      'admin/plataforma/registrar-pago',
      'features/payments/screens/register-payment-screen.tsx',
    ),
    route('admin/plataforma/alumnos', 'features/people/screens/students-screen.tsx'),
    route('admin/plataforma/alumnos-curso/:curso/:slug', 'app/course-students-route.tsx'),
    route('admin/plataforma/profesores', 'features/people/screens/teachers-screen.tsx'),
    route('admin/plataforma/administradores', 'features/people/screens/administrators-screen.tsx'),
    route('admin/plataforma/grupos/:curso', 'features/groups/screens/groups-screen.tsx'),
    route(
      'admin/plataforma/alumnos-grupo-curso/:curso/:grupo',
      'features/groups/screens/group-students-screen.tsx',
    ),
    route(
      'admin/plataforma/foro-discusion/:curso',
      'features/forum/screens/forum-admin-screen.tsx',
    ),
    route(
      'admin/plataforma/evaluacion/:curso',
      'features/evaluations/screens/evaluations-admin-screen.tsx',
    ),
    route(
      'admin/plataforma/certificados/:curso',
      'features/certificates/screens/course-certificates-screen.tsx',
    ),
    route(
      'admin/plataforma/vacantes',
      'features/job-market/screens/vacancies-dashboard-screen.tsx',
    ),
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
