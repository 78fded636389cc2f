/** Where each kind of user lands after login or when a session exists (spec, section 2). */
export function homeForTipo(tipo: number): string {
  switch (tipo) {
    case 2:
      return '/admin/agregar-articulo';
    case 0:
      return '/admin/plataforma/cursos';
    case 1:
      return '/plataforma/cursos';
    default:
      return '/';
  }
}
