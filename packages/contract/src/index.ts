import { auth } from './auth/auth';
import { createSuperUser } from './auth/create-super-user';
import { getTipo } from './auth/get-tipo';
import { getUserData } from './auth/get-user-data';
import { logout } from './auth/logout';
import { restablecerPassword } from './auth/restablecer-password';
import { solicitarRestablecerPassword } from './auth/solicitar-restablecer-password';
import { validarTokenPassword } from './auth/validar-token-password';
import type { CallDefinition } from './core/call';
import { enviarRespueastasEvaluacionAlumno } from './evaluations/enviar-respuestas-evaluacion-alumno';
import { getEvaluacionesAlumnoCursoAlumno } from './evaluations/get-evaluaciones-alumno-curso-alumno';
import { getEvaluacionesCursoAlumno } from './evaluations/get-evaluaciones-curso-alumno';
import { getPreguntasEvaluacionCursoAlumno } from './evaluations/get-preguntas-evaluacion-curso-alumno';
import { agregarRespuestaForoUsuario } from './forum/agregar-respuesta-foro-usuario';
import { agregarRespuestaRespuestaForoUsuario } from './forum/agregar-respuesta-respuesta-foro-usuario';
import { getDataForoDiscusion } from './forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from './forum/get-foros-discusion-alumno-curso';
import { health } from './health/health';
import { extenderAccesoAlumnoCurso } from './learning/extender-acceso-alumno-curso';
import { getCursosAlumno } from './learning/get-cursos-alumno';
import { getPosicionVideo } from './learning/get-posicion-video';
import { getSubtema } from './learning/get-subtema';
import { getTemasCurso } from './learning/get-temas-curso';
import { guardarPosicionVideo } from './learning/guardar-posicion-video';
import { marcarComoCompletado } from './learning/marcar-como-completado';
import { agregarCargo } from './people/agregar-cargo';
import { agregarCertificacion } from './people/agregar-certificacion';
import { agregarEducacion } from './people/agregar-educacion';
import { agregarHabilidad } from './people/agregar-habilidad';
import { agregarIdioma } from './people/agregar-idioma';
import { cancelarSuscripcion } from './people/cancelar-suscripcion';
import { deleteCertificacion } from './people/delete-certificacion';
import { deleteEducacion } from './people/delete-educacion';
import { deleteHabilidad } from './people/delete-habilidad';
import { deleteIdioma } from './people/delete-idioma';
import { deletePuesto } from './people/delete-puesto';
import { getDashboard } from './people/get-dashboard';
import { getFoto } from './people/get-foto';

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
  // Student learning area (issue 5)
  getCursosAlumno,
  getTemasCurso,
  getSubtema,
  marcarComoCompletado,
  getPosicionVideo,
  guardarPosicionVideo,
  extenderAccesoAlumnoCurso,
  getForosDiscusionAlumnoCurso,
  getDataForoDiscusion,
  agregarRespuestaForoUsuario,
  agregarRespuestaRespuestaForoUsuario,
  getEvaluacionesCursoAlumno,
  getPreguntasEvaluacionCursoAlumno,
  enviarRespueastasEvaluacionAlumno,
  getEvaluacionesAlumnoCursoAlumno,
  agregarCargo,
  agregarCertificacion,
  agregarEducacion,
  agregarIdioma,
  agregarHabilidad,
  deletePuesto,
  deleteEducacion,
  deleteIdioma,
  deleteCertificacion,
  deleteHabilidad,
  getFoto,
  getDashboard,
  cancelarSuscripcion,
];
