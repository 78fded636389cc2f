import { auth } from './auth/auth';
import { createSuperUser } from './auth/create-super-user';
import { getTipo } from './auth/get-tipo';
import { getUserData } from './auth/get-user-data';
import { logout } from './auth/logout';
import { restablecerPassword } from './auth/restablecer-password';
import { solicitarRestablecerPassword } from './auth/solicitar-restablecer-password';
import { validarTokenPassword } from './auth/validar-token-password';
// Certificates and the job-market dashboard (issue 7)
import { enviarCertificadoEmail } from './certificates/enviar-certificado-email';
import { generarCertificadoAlumno } from './certificates/generar-certificado-alumno';
import { getCertificadosAlumno } from './certificates/get-certificados-alumno';
import { getCertificadosCurso } from './certificates/get-certificados-curso';
import { getCredencialCertificado } from './certificates/get-credencial-certificado';
import { getDatosCertificadoAlumno } from './certificates/get-datos-certificado-alumno';
import { revocarCertificadoAlumno } from './certificates/revocar-certificado-alumno';
import { verificarCredencialCertificado } from './certificates/verificar-credencial-certificado';
import type { CallDefinition } from './core/call';
// Forum and evaluations, administrator side (issue 4, part B).
import { actualizarEvaluacionCurso } from './evaluations/actualizar-evaluacion-curso';
import { actualizarPreguntaEvaluacion } from './evaluations/actualizar-pregunta-evaluacion';
import { agregarEvaluacionCurso } from './evaluations/agregar-evaluacion-curso';
import { agregarPreguntaEvaluacion } from './evaluations/agregar-pregunta-evaluacion';
import { editarEvaluacionCurso } from './evaluations/editar-evaluacion-curso';
import { editarPreguntaEvaluacion } from './evaluations/editar-pregunta-evaluacion';
import { eliminarEvaluacionCurso } from './evaluations/eliminar-evaluacion-curso';
import { eliminarPreguntaEvaluacion } from './evaluations/eliminar-pregunta-evaluacion';
import { enviarRespueastasEvaluacionAlumno } from './evaluations/enviar-respuestas-evaluacion-alumno';
import { getEvaluacionesAlumnoCursoAlumno } from './evaluations/get-evaluaciones-alumno-curso-alumno';
import { getEvaluacionesCurso } from './evaluations/get-evaluaciones-curso';
import { getEvaluacionesCursoAlumno } from './evaluations/get-evaluaciones-curso-alumno';
import { getPreguntasEvaluacion } from './evaluations/get-preguntas-evaluacion';
import { getPreguntasEvaluacionCursoAlumno } from './evaluations/get-preguntas-evaluacion-curso-alumno';
import { actualizarPreguntaForo } from './forum/actualizar-pregunta-foro';
import { agregarPreguntaForo } from './forum/agregar-pregunta-foro';
import { agregarRespuestaForoUsuario } from './forum/agregar-respuesta-foro-usuario';
import { agregarRespuestaRespuestaForoUsuario } from './forum/agregar-respuesta-respuesta-foro-usuario';
import { editarPreguntaForo } from './forum/editar-pregunta-foro';
import { eliminarRespuestaForoDiscusion } from './forum/eliminar-respuesta-foro-discusion';
import { eliminarRespuestaRespuestaForoDiscusion } from './forum/eliminar-respuesta-respuesta-foro-discusion';
import { getContenidoForoDiscusionCurso } from './forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from './forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from './forum/get-foros-discusion-alumno-curso';
import { getRespuestasPreguntaForo } from './forum/get-respuestas-pregunta-foro';
import { health } from './health/health';
import { getVacantes } from './job-market/get-vacantes';
import { importarVacantes } from './job-market/importar-vacantes';
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
  // Forum and evaluations, administrator side (issue 4, part B).
  getContenidoForoDiscusionCurso,
  agregarPreguntaForo,
  editarPreguntaForo,
  actualizarPreguntaForo,
  getRespuestasPreguntaForo,
  eliminarRespuestaForoDiscusion,
  eliminarRespuestaRespuestaForoDiscusion,
  getEvaluacionesCurso,
  agregarEvaluacionCurso,
  editarEvaluacionCurso,
  actualizarEvaluacionCurso,
  eliminarEvaluacionCurso,
  getPreguntasEvaluacion,
  agregarPreguntaEvaluacion,
  editarPreguntaEvaluacion,
  actualizarPreguntaEvaluacion,
  eliminarPreguntaEvaluacion,
  // Certificates and the job-market dashboard (issue 7)
  generarCertificadoAlumno,
  revocarCertificadoAlumno,
  enviarCertificadoEmail,
  getDatosCertificadoAlumno,
  getCertificadosAlumno,
  getCertificadosCurso,
  getCredencialCertificado,
  verificarCredencialCertificado,
  getVacantes,
  importarVacantes,
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
