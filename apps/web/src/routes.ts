import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('app/layouts/public-layout.tsx', [
    index('features/auth/screens/login-screen.tsx', { id: 'home' }),
    route('iniciar-sesion', 'features/auth/screens/login-screen.tsx', { id: 'login' }),
    route('recuperar-contrasena', 'features/auth/screens/forgot-password-screen.tsx'),
    route('restablecer-contrasena/:token', 'features/auth/screens/reset-password-screen.tsx'),
    route('blog/:categoria?', 'features/blog/screens/blog-screen.tsx'),
    route('articulo/:slug', 'features/blog/screens/article-screen.tsx'),
    route('empresas', 'app/empresas-route.tsx'),
    route('jobs', 'features/jobs/screens/jobs-screen.tsx'),
    route('job/:unique_id', 'app/job-route.tsx'),
    route('cursos', 'features/catalog/screens/catalogue-screen.tsx'),
    route('curso/:slug', 'features/catalog/screens/public-course-screen.tsx'),
    route('registro/:curso', 'features/registration/screens/course-registration-screen.tsx'),
    route('admin/superuser', 'features/registration/screens/superuser-screen.tsx'),
    route('notificaciones/baja', 'features/notifications/screens/unsubscribe-screen.tsx'),
    // The about page's path depends on ACADEMY_NAME, known only at run time.
    route(':pagina', 'app/about-route.tsx'),
    route(
      'public/certificado-digital/:unique_id/:slug',
      'features/certificates/screens/public-certificate-screen.tsx',
    ),
    route('*', 'app/not-found-route.tsx'),
  ]),
  layout('app/layouts/student-layout.tsx', [
    route('plataforma/cursos', 'features/learning/screens/my-courses-screen.tsx'),
    route(
      'plataforma/curso/:slug/:id/temas/:alumno_curso',
      'features/learning/screens/course-screen.tsx',
    ),
    route('plataforma/perfil', 'app/profile-route.tsx'),
    route('plataforma/notificaciones', 'features/notifications/screens/notifications-screen.tsx'),
    route(
      'plataforma/mis-certificados',
      'features/certificates/screens/my-certificates-screen.tsx',
    ),
    route('plataforma/pagos', 'features/payments/screens/my-payments-screen.tsx'),
    // Issue 26: the career bridge.
    route('plataforma/oportunidades', 'features/career/screens/opportunities-screen.tsx'),
    route('plataforma/postulaciones', 'features/career/screens/my-applications-screen.tsx'),
  ]),
  layout('app/layouts/admin-articles-layout.tsx', [
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
    // A teacher's and an administrator's own profile, from this area's navigation.
    route('admin/mi-perfil', 'features/profile/screens/staff-profile-screen.tsx', {
      id: 'staff-profile-articles',
    }),
  ]),
  // A teacher's 'Mis grupos' (issue 24).
  layout('app/layouts/teacher-layout.tsx', [
    route('profesor/grupos', 'features/teaching/screens/my-groups-screen.tsx'),
    route('profesor/grupo/:grupo', 'app/teacher-group-route.tsx'),
    route('profesor/foro/:curso', 'app/teacher-forum-route.tsx'),
  ]),
  layout('app/layouts/admin-platform-layout.tsx', [
    // The administrator's landing page (issue 23).
    route('admin/plataforma/resumen', 'features/overview/screens/overview-screen.tsx'),
    route(
      'admin/plataforma/registrar-pago',
      'features/payments/screens/register-payment-screen.tsx',
    ),
    route(
      'admin/plataforma/categorias-curso',
      'features/catalog/screens/course-categories-screen.tsx',
    ),
    route('admin/plataforma/cursos', 'features/catalog/screens/courses-screen.tsx'),
    route('admin/plataforma/temas-subtemas/:curso', 'features/content/screens/topics-screen.tsx'),
    // 'Ver como alumno' (issue 23): the student's course view, read-only, for administrators.
    route(
      'admin/plataforma/vista-previa/:curso',
      'features/learning/screens/course-preview-screen.tsx',
    ),
    route(
      'admin/plataforma/agregar-contenido/:tema/:subtema/:curso',
      'features/content/screens/lesson-editor-screen.tsx',
    ),
    route(
      'admin/plataforma/foro-discusion/:curso',
      'features/forum/screens/forum-admin-screen.tsx',
    ),
    route(
      'admin/plataforma/evaluacion/:curso',
      'features/evaluations/screens/evaluations-admin-screen.tsx',
    ),
    route('admin/plataforma/grupos/:curso', 'features/groups/screens/groups-screen.tsx'),
    route('admin/plataforma/alumnos-grupo-curso/:curso/:grupo', 'app/group-students-route.tsx'),
    route('admin/plataforma/alumnos', 'app/students-route.tsx'),
    route('admin/plataforma/alumnos-curso/:curso/:slug', 'app/course-students-route.tsx'),
    route('admin/plataforma/profesores', 'features/people/screens/teachers-screen.tsx'),
    route('admin/plataforma/administradores', 'features/people/screens/administrators-screen.tsx'),
    route(
      'admin/plataforma/certificados/:curso',
      'features/certificates/screens/course-certificates-screen.tsx',
    ),
    route(
      'admin/plataforma/calificaciones/:curso',
      'features/gradebook/screens/gradebook-screen.tsx',
    ),
    route(
      'admin/plataforma/vacantes',
      'features/job-market/screens/vacancies-dashboard-screen.tsx',
    ),
    // The managed skills, their terms and the suggestions (issue 26).
    route('admin/plataforma/competencias', 'features/skills/screens/skills-screen.tsx'),
    route('admin/plataforma/auditoria', 'features/audit/screens/audit-log-screen.tsx'),
    route(
      'admin/plataforma/avisos/:curso',
      'features/announcements/screens/course-announcements-screen.tsx',
    ),
    // The same screen inside the platform's sidebar, for administrators.
    route('admin/plataforma/mi-perfil', 'features/profile/screens/staff-profile-screen.tsx', {
      id: 'staff-profile-platform',
    }),
    route('admin/plataforma/inscripciones', 'app/enrolments-route.tsx'),
  ]),
] satisfies RouteConfig;
