/**
 * Where each kind of user lands after login or when a session exists (spec, section 2), but
 * administrators land on the overview, 'Resumen' (issue 23), rather than the course list.
 */
export function homeForTipo(tipo: number): string {
  switch (tipo) {
    case 2:
      return '/admin/agregar-articulo';
    case 0:
      return '/admin/plataforma/resumen';
    case 1:
      return '/plataforma/cursos';
    default:
      return '/';
  }
}
