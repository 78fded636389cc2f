import { auth } from './auth/auth';
import { createSuperUser } from './auth/create-super-user';
import { getTipo } from './auth/get-tipo';
import { getUserData } from './auth/get-user-data';
import { logout } from './auth/logout';
import { restablecerPassword } from './auth/restablecer-password';
import { solicitarRestablecerPassword } from './auth/solicitar-restablecer-password';
import { validarTokenPassword } from './auth/validar-token-password';
import type { CallDefinition } from './core/call';
import { getEvaluacionesAlumnoCurso } from './evaluations/get-evaluaciones-alumno-curso';
import { getRespuestasEvaluacionAlumno } from './evaluations/get-respuestas-evaluacion-alumno';
import { actualizarGrupoCurso } from './groups/actualizar-grupo-curso';
import { agregarAlumnoCursoGrupo } from './groups/agregar-alumno-curso-grupo';
import { agregarAlumnoExistenteCursoGrupo } from './groups/agregar-alumno-existente-curso-grupo';
import { agregarGrupoCurso } from './groups/agregar-grupo-curso';
import { buscarAlumnoExistente } from './groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from './groups/get-alumnos-grupo-curso';
import { getDatosAlumnoCursoGrupo } from './groups/get-datos-alumno-curso-grupo';
import { getGrupoCurso } from './groups/get-grupo-curso';
import { getGruposCurso } from './groups/get-grupos-curso';
import { activarGrupoCurso, desactivarGrupoCurso } from './groups/set-grupo-curso-activo';
import { health } from './health/health';
import { agregarPagoAlumnoCurso } from './payments/agregar-pago-alumno-curso';
import { agregarPrecioVenta } from './payments/agregar-precio-venta';
import { exportarPagosCsv } from './payments/exportar-pagos-csv';
import { getAlumnoGrupos } from './payments/get-alumno-grupos';
import { getMisPagos } from './payments/get-mis-pagos';
import { getPagosAlumno } from './payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from './payments/get-pagos-alumno-curso';
import { getReciboPago } from './payments/get-recibo-pago';
import { abrirCursosAlumno } from './people/abrir-cursos-alumno';
import { actualizarAdministrador } from './people/actualizar-administrador';
import { actualizarAlumno } from './people/actualizar-alumno';
import { actualizarProfesor } from './people/actualizar-profesor';
import { administradorPaginado } from './people/administrador-paginado';
import { agregarAdministrador } from './people/agregar-administrador';
import { agregarCursosAlumno } from './people/agregar-cursos-alumno';
import { agregarProfesor } from './people/agregar-profesor';
import { alumnoPaginado } from './people/alumno-paginado';
import { eliminarAdministrador } from './people/eliminar-administrador';
import { exportarAlumnosCsv } from './people/exportar-alumnos-csv';
import { getAdministrador } from './people/get-administrador';
import { getAdministradores } from './people/get-administradores';
import { getAlumno } from './people/get-alumno';
import { getAlumnos } from './people/get-alumnos';
import { getAlumnosCurso } from './people/get-alumnos-curso';
import { getProfesor } from './people/get-profesor';
import { getProfesores } from './people/get-profesores';
import { profesorPaginado } from './people/profesor-paginado';
import { searchAlumnos } from './people/search-alumnos';
import { activarAdministrador, desactivarAdministrador } from './people/set-administrador-activo';
import { activarAlumno, desactivarAlumno } from './people/set-alumno-activo';
import { activarrCursoAlumno, desactivarrCursoAlumno } from './people/set-curso-alumno-activo';
import { activarProfesor, desactivarProfesor } from './people/set-profesor-activo';

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
  // People, groups and payments (issue 6)
  alumnoPaginado,
  getAlumnos,
  searchAlumnos,
  getAlumno,
  desactivarAlumno,
  activarAlumno,
  actualizarAlumno,
  abrirCursosAlumno,
  agregarCursosAlumno,
  desactivarrCursoAlumno,
  activarrCursoAlumno,
  exportarAlumnosCsv,
  getAlumnosCurso,
  getEvaluacionesAlumnoCurso,
  getRespuestasEvaluacionAlumno,
  profesorPaginado,
  getProfesores,
  agregarProfesor,
  getProfesor,
  actualizarProfesor,
  desactivarProfesor,
  activarProfesor,
  administradorPaginado,
  getAdministradores,
  agregarAdministrador,
  getAdministrador,
  actualizarAdministrador,
  eliminarAdministrador,
  desactivarAdministrador,
  activarAdministrador,
  getGruposCurso,
  agregarGrupoCurso,
  getGrupoCurso,
  actualizarGrupoCurso,
  desactivarGrupoCurso,
  activarGrupoCurso,
  getAlumnosGrupoCurso,
  agregarAlumnoCursoGrupo,
  agregarAlumnoExistenteCursoGrupo,
  buscarAlumnoExistente,
  getDatosAlumnoCursoGrupo,
  getPagosAlumnoCurso,
  agregarPrecioVenta,
  agregarPagoAlumnoCurso,
  getPagosAlumno,
  getAlumnoGrupos,
  getReciboPago,
  getMisPagos,
  exportarPagosCsv,
];
