import { auth } from './auth/auth';
import { createSuperUser } from './auth/create-super-user';
import { getTipo } from './auth/get-tipo';
import { getUserData } from './auth/get-user-data';
import { logout } from './auth/logout';
import { restablecerPassword } from './auth/restablecer-password';
import { solicitarRestablecerPassword } from './auth/solicitar-restablecer-password';
import { validarTokenPassword } from './auth/validar-token-password';
import { actualizarCurso } from './catalog/actualizar-curso';
import { agregarCategoriaCurso } from './catalog/agregar-categoria-curso';
import { agregarCurso } from './catalog/agregar-curso';
import { categoriaCursoPaginado } from './catalog/categoria-curso-paginado';
import { cursoPaginado } from './catalog/curso-paginado';
import { editarCategoriaCurso } from './catalog/editar-categoria-curso';
import { editarCurso } from './catalog/editar-curso';
import { eliminarCategoriaCurso } from './catalog/eliminar-categoria-curso';
// Course catalog and content authoring (issue 4, part A)
import { getCategoriasCurso } from './catalog/get-categorias-curso';
import { getCursos } from './catalog/get-cursos';
import { getDataCurso } from './catalog/get-data-curso';
import { getDetallesCurso } from './catalog/get-detalles-curso';
import { updateCategoriaCurso } from './catalog/update-categoria-curso';
import { actualizarOrdenSubtemas } from './content/actualizar-orden-subtemas';
import { actualizarOrdenTemas } from './content/actualizar-orden-temas';
import { actualizarTemaCurso } from './content/actualizar-tema-curso';
import { agregarContenidoSubtema } from './content/agregar-contenido-subtema';
import { agregarMaterialSubtema } from './content/agregar-material-subtema';
import { agregarPreguntaQuizSubtema } from './content/agregar-pregunta-quiz-subtema';
import { agregarQuizSubtema } from './content/agregar-quiz-subtema';
import { agregarSubtemaTema } from './content/agregar-subtema-tema';
import { agregarTemaCurso } from './content/agregar-tema-curso';
import { editarTemaCurso } from './content/editar-tema-curso';
import { eliminarMaterialSubtema } from './content/eliminar-material-subtema';
import { eliminarSubtema } from './content/eliminar-subtema';
import { eliminarTema } from './content/eliminar-tema';
import { getDataSubtema } from './content/get-data-subtema';
import { getDatosCursoAdmin } from './content/get-datos-curso-admin';
import { getPreguntasQuizSubtema } from './content/get-preguntas-quiz-subtema';
import { getQuizSubtema } from './content/get-quiz-subtema';
import { getSubtemasTema } from './content/get-subtemas-tema';
import { getTemasCursoAdmin } from './content/get-temas-curso-admin';
import { getTemasYsubtemas } from './content/get-temas-ysubtemas';
import type { CallDefinition } from './core/call';
import { health } from './health/health';

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
  // Course catalog and content authoring (issue 4, part A)
  getCategoriasCurso,
  categoriaCursoPaginado,
  agregarCategoriaCurso,
  editarCategoriaCurso,
  updateCategoriaCurso,
  eliminarCategoriaCurso,
  cursoPaginado,
  getCursos,
  agregarCurso,
  actualizarCurso,
  editarCurso,
  getDataCurso,
  getDetallesCurso,
  getTemasYsubtemas,
  agregarTemaCurso,
  editarTemaCurso,
  actualizarTemaCurso,
  agregarSubtemaTema,
  eliminarSubtema,
  eliminarTema,
  actualizarOrdenSubtemas,
  actualizarOrdenTemas,
  getSubtemasTema,
  getTemasCursoAdmin,
  getDatosCursoAdmin,
  getDataSubtema,
  agregarContenidoSubtema,
  agregarMaterialSubtema,
  eliminarMaterialSubtema,
  getQuizSubtema,
  agregarQuizSubtema,
  getPreguntasQuizSubtema,
  agregarPreguntaQuizSubtema,
];
