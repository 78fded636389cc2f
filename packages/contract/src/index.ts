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
import { getEvaluacionesCurso } from './evaluations/get-evaluaciones-curso';
import { getPreguntasEvaluacion } from './evaluations/get-preguntas-evaluacion';
import { actualizarPreguntaForo } from './forum/actualizar-pregunta-foro';
import { agregarPreguntaForo } from './forum/agregar-pregunta-foro';
import { editarPreguntaForo } from './forum/editar-pregunta-foro';
import { eliminarRespuestaForoDiscusion } from './forum/eliminar-respuesta-foro-discusion';
import { eliminarRespuestaRespuestaForoDiscusion } from './forum/eliminar-respuesta-respuesta-foro-discusion';
import { getContenidoForoDiscusionCurso } from './forum/get-contenido-foro-discusion-curso';
import { getRespuestasPreguntaForo } from './forum/get-respuestas-pregunta-foro';
import { health } from './health/health';
import { getVacantes } from './job-market/get-vacantes';
import { importarVacantes } from './job-market/importar-vacantes';

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
];
