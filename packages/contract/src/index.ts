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
