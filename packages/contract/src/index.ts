import { auth } from './auth/auth';
import { createSuperUser } from './auth/create-super-user';
import { getTipo } from './auth/get-tipo';
import { getUserData } from './auth/get-user-data';
import { logout } from './auth/logout';
import { restablecerPassword } from './auth/restablecer-password';
import { solicitarRestablecerPassword } from './auth/solicitar-restablecer-password';
import { validarTokenPassword } from './auth/validar-token-password';
// Issue 3: public site, blog, news, jobs and registration.
import { actualizarArticulo } from './blog/actualizar-articulo';
import { actualizarCategoriaBlog } from './blog/actualizar-categoria-blog';
import { actualizarNoticia } from './blog/actualizar-noticia';
import { agregarArticulo } from './blog/agregar-articulo';
import { agregarCategoriaBlog } from './blog/agregar-categoria-blog';
import { agregarNoticia } from './blog/agregar-noticia';
import { desactivarNoticia } from './blog/desactivar-noticia';
import { editarArticulo } from './blog/editar-articulo';
import { editarNoticia } from './blog/editar-noticia';
import { eliminarCategoriaBlog } from './blog/eliminar-categoria-blog';
import { getArticulos } from './blog/get-articulos';
import { getArticulosAdmin } from './blog/get-articulos-admin';
import { getArticulosCategoria } from './blog/get-articulos-categoria';
import { getCategorias } from './blog/get-categorias';
import { getDetalleArticulo } from './blog/get-detalle-articulo';
import { getNoticias } from './blog/get-noticias';
import { getNoticiasAdmin } from './blog/get-noticias-admin';
import type { CallDefinition } from './core/call';
import { health } from './health/health';
import { actualizarJob } from './jobs/actualizar-job';
import { agregarJob } from './jobs/agregar-job';
import { editarJob } from './jobs/editar-job';
import { getAplicantes } from './jobs/get-aplicantes';
import { getJob } from './jobs/get-job';
import { getJobs } from './jobs/get-jobs';
import { getJobsAdmin } from './jobs/get-jobs-admin';
import { postularVacante } from './jobs/postular-vacante';
import { createAlumno } from './registration/create-alumno';
import { createDemoUser } from './registration/create-demo-user';
import { getDatosCurso } from './registration/get-datos-curso';
import { getSuperUserDisponible } from './registration/get-super-user-disponible';
import { registrarAlumnoAdmin } from './registration/registrar-alumno-admin';

/**
 * Every call of the API. The server registers exactly these, the OpenAPI document and the
 * authorization tests are generated from this list, and the web client calls them by value.
 */
export const calls: readonly CallDefinition[] = [
  health,
  auth,
  getTipo,
  getUserData,
  createSuperUser,
  logout,
  solicitarRestablecerPassword,
  validarTokenPassword,
  restablecerPassword,
  // Issue 3: public site, blog, news, jobs and registration.
  getArticulos,
  getArticulosCategoria,
  getCategorias,
  getNoticias,
  getDetalleArticulo,
  getArticulosAdmin,
  agregarArticulo,
  editarArticulo,
  actualizarArticulo,
  getNoticiasAdmin,
  agregarNoticia,
  editarNoticia,
  actualizarNoticia,
  desactivarNoticia,
  agregarCategoriaBlog,
  actualizarCategoriaBlog,
  eliminarCategoriaBlog,
  getJobs,
  getJob,
  getJobsAdmin,
  agregarJob,
  editarJob,
  actualizarJob,
  getAplicantes,
  postularVacante,
  getDatosCurso,
  registrarAlumnoAdmin,
  createAlumno,
  createDemoUser,
  getSuperUserDisponible,
];
