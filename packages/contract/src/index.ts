// Issue 24: teachers teach, and announcements.
import { agregarAviso } from './announcements/agregar-aviso';
import { getAvisosAdmin } from './announcements/get-avisos-admin';
import { getAvisosCurso } from './announcements/get-avisos-curso';
import { marcarAvisosLeidos } from './announcements/marcar-avisos-leidos';
import { getRegistroAuditoria } from './audit/get-registro-auditoria';
import { auth } from './auth/auth';
import { cerrarSesionesUsuario } from './auth/cerrar-sesiones-usuario';
import { createSuperUser } from './auth/create-super-user';
import { getAvisosSeguridad } from './auth/get-avisos-seguridad';
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
import { actualizarPreferenciasCarrera } from './career/actualizar-preferencias-carrera';
import { getEnlaceCvPlataforma } from './career/get-enlace-cv-plataforma';
import { getOportunidadesAlumno } from './career/get-oportunidades-alumno';
import { getPostulacionesAlumno } from './career/get-postulaciones-alumno';
import { getPreferenciasCarrera } from './career/get-preferencias-carrera';
import { postularVacanteAlumno } from './career/postular-vacante-alumno';
import { actualizarCurso } from './catalog/actualizar-curso';
import { agregarCategoriaCurso } from './catalog/agregar-categoria-curso';
import { agregarCurso } from './catalog/agregar-curso';
import { archivarCurso } from './catalog/archivar-curso';
import { categoriaCursoPaginado } from './catalog/categoria-curso-paginado';
import { cursoPaginado } from './catalog/curso-paginado';
import { duplicarCurso } from './catalog/duplicar-curso';
import { editarCategoriaCurso } from './catalog/editar-categoria-curso';
import { editarCurso } from './catalog/editar-curso';
import { eliminarCategoriaCurso } from './catalog/eliminar-categoria-curso';
import { eliminarCurso } from './catalog/eliminar-curso';
// Course catalog and content authoring (issue 4, part A)
import { getCatalogoCursos } from './catalog/get-catalogo-cursos';
import { getCategoriasCurso } from './catalog/get-categorias-curso';
import { getCursoPublico } from './catalog/get-curso-publico';
import { getCursos } from './catalog/get-cursos';
import { getDataCurso } from './catalog/get-data-curso';
import { getDetallesCurso } from './catalog/get-detalles-curso';
import { getVistaPreviaCurso } from './catalog/get-vista-previa-curso';
import { getVistaPreviaLeccion } from './catalog/get-vista-previa-leccion';
import { publicarCurso } from './catalog/publicar-curso';
import { restaurarCurso } from './catalog/restaurar-curso';
import { updateCategoriaCurso } from './catalog/update-categoria-curso';
// Certificates and the job-market dashboard (issue 7)
import { enviarCertificadoEmail } from './certificates/enviar-certificado-email';
import { generarCertificadoAlumno } from './certificates/generar-certificado-alumno';
import { getCertificadosAlumno } from './certificates/get-certificados-alumno';
import { getCertificadosCurso } from './certificates/get-certificados-curso';
import { getCredencialCertificado } from './certificates/get-credencial-certificado';
import { getDatosCertificadoAlumno } from './certificates/get-datos-certificado-alumno';
import { revocarCertificadoAlumno } from './certificates/revocar-certificado-alumno';
import { verificarCredencialCertificado } from './certificates/verificar-credencial-certificado';
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
import { getEvaluacionesAlumnoCurso } from './evaluations/get-evaluaciones-alumno-curso';
import { getEvaluacionesAlumnoCursoAlumno } from './evaluations/get-evaluaciones-alumno-curso-alumno';
import { getEvaluacionesCurso } from './evaluations/get-evaluaciones-curso';
import { getEvaluacionesCursoAlumno } from './evaluations/get-evaluaciones-curso-alumno';
import { getPreguntasEvaluacion } from './evaluations/get-preguntas-evaluacion';
import { getPreguntasEvaluacionCursoAlumno } from './evaluations/get-preguntas-evaluacion-curso-alumno';
import { getRespuestasEvaluacionAlumno } from './evaluations/get-respuestas-evaluacion-alumno';
import { getRevisionIntentoAlumno } from './evaluations/get-revision-intento-alumno';
import { actualizarPreguntaForo } from './forum/actualizar-pregunta-foro';
import { agregarPreguntaForo } from './forum/agregar-pregunta-foro';
import { agregarRespuestaForoProfesor } from './forum/agregar-respuesta-foro-profesor';
import { agregarRespuestaForoUsuario } from './forum/agregar-respuesta-foro-usuario';
import { agregarRespuestaRespuestaForoUsuario } from './forum/agregar-respuesta-respuesta-foro-usuario';
import { editarPreguntaForo } from './forum/editar-pregunta-foro';
import { eliminarRespuestaForoDiscusion } from './forum/eliminar-respuesta-foro-discusion';
import { eliminarRespuestaRespuestaForoDiscusion } from './forum/eliminar-respuesta-respuesta-foro-discusion';
import { getContenidoForoDiscusionCurso } from './forum/get-contenido-foro-discusion-curso';
import { getDataForoDiscusion } from './forum/get-data-foro-discusion';
import { getForosDiscusionAlumnoCurso } from './forum/get-foros-discusion-alumno-curso';
import { getRespuestasPreguntaForo } from './forum/get-respuestas-pregunta-foro';
// The gradebook (issue 24)
import { exportarCalificacionesCsv } from './gradebook/exportar-calificaciones-csv';
import { getCalificacionesCurso } from './gradebook/get-calificaciones-curso';
import { actualizarGrupoCurso } from './groups/actualizar-grupo-curso';
import { agregarAlumnoCursoGrupo } from './groups/agregar-alumno-curso-grupo';
import { agregarAlumnoExistenteCursoGrupo } from './groups/agregar-alumno-existente-curso-grupo';
import { agregarGrupoCurso } from './groups/agregar-grupo-curso';
import { buscarAlumnoExistente } from './groups/buscar-alumno-existente';
import { getAlumnosGrupoCurso } from './groups/get-alumnos-grupo-curso';
import { getDatosAlumnoCursoGrupo } from './groups/get-datos-alumno-curso-grupo';
import { getGrupoCurso } from './groups/get-grupo-curso';
import { getGruposCurso } from './groups/get-grupos-curso';
import { importarAlumnosGrupo } from './groups/importar-alumnos-grupo';
import { activarGrupoCurso, desactivarGrupoCurso } from './groups/set-grupo-curso-activo';
import { health } from './health/health';
import { getGraficasVacantes } from './job-market/get-graficas-vacantes';
import { getVacantes } from './job-market/get-vacantes';
import { importarVacantes } from './job-market/importar-vacantes';
import { actualizarEstadoAplicante } from './jobs/actualizar-estado-aplicante';
import { actualizarJob } from './jobs/actualizar-job';
import { agregarJob } from './jobs/agregar-job';
import { editarJob } from './jobs/editar-job';
import { getAplicantes } from './jobs/get-aplicantes';
import { getJob } from './jobs/get-job';
import { getJobs } from './jobs/get-jobs';
import { getJobsAdmin } from './jobs/get-jobs-admin';
import { postularVacante } from './jobs/postular-vacante';
import { confirmarInscripcion } from './learning/confirmar-inscripcion';
import { extenderAccesoAlumnoCurso } from './learning/extender-acceso-alumno-curso';
import { getCursosAlumno } from './learning/get-cursos-alumno';
import { getInscripcionesPendientes } from './learning/get-inscripciones-pendientes';
import { getPosicionVideo } from './learning/get-posicion-video';
import { getSubtema } from './learning/get-subtema';
import { getTemasCurso } from './learning/get-temas-curso';
import { guardarPosicionVideo } from './learning/guardar-posicion-video';
import { marcarComoCompletado } from './learning/marcar-como-completado';
import { rechazarInscripcion } from './learning/rechazar-inscripcion';
// Notifications and access reminders (issue 24)
import { actualizarPreferenciasNotificacion } from './notifications/actualizar-preferencias-notificacion';
import { bajaNotificaciones } from './notifications/baja-notificaciones';
import { getNotificaciones } from './notifications/get-notificaciones';
import { getPreferenciasNotificacion } from './notifications/get-preferencias-notificacion';
import { marcarNotificacionesLeidas } from './notifications/marcar-notificaciones-leidas';
import { getResumenAdmin } from './overview/get-resumen-admin';
import { actualizarPrecioVenta } from './payments/actualizar-precio-venta';
import { agregarPagoAlumnoCurso } from './payments/agregar-pago-alumno-curso';
import { agregarPrecioVenta } from './payments/agregar-precio-venta';
import { anularPagoAlumnoCurso } from './payments/anular-pago-alumno-curso';
import { exportarPagosCsv } from './payments/exportar-pagos-csv';
import { getAlumnoGrupos } from './payments/get-alumno-grupos';
import { getMisPagos } from './payments/get-mis-pagos';
import { getPagosAlumno } from './payments/get-pagos-alumno';
import { getPagosAlumnoCurso } from './payments/get-pagos-alumno-curso';
import { getReciboPago } from './payments/get-recibo-pago';
import { abrirCursosAlumno } from './people/abrir-cursos-alumno';
import { actualizarAdministrador } from './people/actualizar-administrador';
import { actualizarAlumno } from './people/actualizar-alumno';
import { actualizarCertificacion } from './people/actualizar-certificacion';
import { actualizarEducacion } from './people/actualizar-educacion';
import { actualizarHabilidad } from './people/actualizar-habilidad';
import { actualizarIdioma } from './people/actualizar-idioma';
import { actualizarMiPerfil } from './people/actualizar-mi-perfil';
import { actualizarProfesor } from './people/actualizar-profesor';
import { actualizarPuesto } from './people/actualizar-puesto';
import { administradorPaginado } from './people/administrador-paginado';
import { agregarAdministrador } from './people/agregar-administrador';
import { agregarCargo } from './people/agregar-cargo';
import { agregarCertificacion } from './people/agregar-certificacion';
import { agregarCursosAlumno } from './people/agregar-cursos-alumno';
import { agregarEducacion } from './people/agregar-educacion';
import { agregarHabilidad } from './people/agregar-habilidad';
import { agregarIdioma } from './people/agregar-idioma';
import { agregarProfesor } from './people/agregar-profesor';
import { alumnoPaginado } from './people/alumno-paginado';
import { cancelarSuscripcion } from './people/cancelar-suscripcion';
import { deleteCertificacion } from './people/delete-certificacion';
import { deleteEducacion } from './people/delete-educacion';
import { deleteHabilidad } from './people/delete-habilidad';
import { deleteIdioma } from './people/delete-idioma';
import { deletePuesto } from './people/delete-puesto';
import { eliminarAdministrador } from './people/eliminar-administrador';
import { exportarAlumnosCsv } from './people/exportar-alumnos-csv';
import { getAdministrador } from './people/get-administrador';
import { getAdministradores } from './people/get-administradores';
import { getAlumno } from './people/get-alumno';
import { getAlumnos } from './people/get-alumnos';
import { getAlumnosCurso } from './people/get-alumnos-curso';
import { getDashboard } from './people/get-dashboard';
import { getFoto } from './people/get-foto';
import { getProfesor } from './people/get-profesor';
import { getProfesores } from './people/get-profesores';
import { profesorPaginado } from './people/profesor-paginado';
import { searchAlumnos } from './people/search-alumnos';
import { activarAdministrador, desactivarAdministrador } from './people/set-administrador-activo';
import { activarAlumno, desactivarAlumno } from './people/set-alumno-activo';
import { activarrCursoAlumno, desactivarrCursoAlumno } from './people/set-curso-alumno-activo';
import { activarProfesor, desactivarProfesor } from './people/set-profesor-activo';
import { createAlumno } from './registration/create-alumno';
import { createDemoUser } from './registration/create-demo-user';
import { getDatosCurso } from './registration/get-datos-curso';
import { getOpcionesInscripcion } from './registration/get-opciones-inscripcion';
import { getSuperUserDisponible } from './registration/get-super-user-disponible';
import { inscribirAlumnoCurso } from './registration/inscribir-alumno-curso';
import { registrarAlumnoAdmin } from './registration/registrar-alumno-admin';
// Issue 26: skills, market demand and the gap list.
import { agregarCompetencia } from './skills/agregar-competencia';
import { agregarTerminoCompetencia } from './skills/agregar-termino-competencia';
import { aplicarTerminosVacantes } from './skills/aplicar-terminos-vacantes';
import { buscarCompetencias } from './skills/buscar-competencias';
import { eliminarTerminoCompetencia } from './skills/eliminar-termino-competencia';
import { fusionarCompetencias } from './skills/fusionar-competencias';
import { getBrechaCompetencias } from './skills/get-brecha-competencias';
import { getCompetencias } from './skills/get-competencias';
import { getSugerenciasTerminos } from './skills/get-sugerencias-terminos';
import { renombrarCompetencia } from './skills/renombrar-competencia';
import { getAlumnosMiGrupo } from './teaching/get-alumnos-mi-grupo';
import { getCalificacionesMiGrupo } from './teaching/get-calificaciones-mi-grupo';
import { getMisGrupos } from './teaching/get-mis-grupos';

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
  getAvisosSeguridad,
  // Sessions and staff's own profile (issues 20 and 23)
  cerrarSesionesUsuario,
  actualizarMiPerfil,
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
  // The gradebook (issue 24)
  getCalificacionesCurso,
  exportarCalificacionesCsv,
  getCredencialCertificado,
  verificarCredencialCertificado,
  getVacantes,
  importarVacantes,
  // The administrator's overview and the job-market charts (issue 23)
  getResumenAdmin,
  getGraficasVacantes,
  // Student learning area (issue 5)
  getCursosAlumno,
  getTemasCurso,
  getSubtema,
  marcarComoCompletado,
  getPosicionVideo,
  guardarPosicionVideo,
  extenderAccesoAlumnoCurso,
  // Pending enrolments, 'Inscripciones' (issue 20, decision 017)
  getInscripcionesPendientes,
  confirmarInscripcion,
  rechazarInscripcion,
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
  // Editing a profile item (issue 22): the student's own, like the deletes.
  actualizarPuesto,
  actualizarEducacion,
  actualizarCertificacion,
  actualizarIdioma,
  actualizarHabilidad,
  getFoto,
  getDashboard,
  cancelarSuscripcion,
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
  getRevisionIntentoAlumno,
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
  // Bulk import of a group's students (issue 23)
  importarAlumnosGrupo,
  getPagosAlumnoCurso,
  agregarPrecioVenta,
  agregarPagoAlumnoCurso,
  getPagosAlumno,
  getAlumnoGrupos,
  getReciboPago,
  getMisPagos,
  exportarPagosCsv,
  // Money corrections (issue 20)
  anularPagoAlumnoCurso,
  actualizarPrecioVenta,
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
  // Course lifecycle and 'Ver como alumno' (issue 23)
  publicarCurso,
  archivarCurso,
  restaurarCurso,
  duplicarCurso,
  eliminarCurso,
  getVistaPreviaCurso,
  getVistaPreviaLeccion,
  // The public catalogue (issue 22)
  getCatalogoCursos,
  getCursoPublico,
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
  // Issue 24: teachers teach, and announcements.
  getMisGrupos,
  getAlumnosMiGrupo,
  getCalificacionesMiGrupo,
  agregarRespuestaForoProfesor,
  agregarAviso,
  getAvisosCurso,
  marcarAvisosLeidos,
  getAvisosAdmin,
  registrarAlumnoAdmin,
  createAlumno,
  createDemoUser,
  getSuperUserDisponible,
  // Audit log (issue 9)
  getRegistroAuditoria,
  // Notifications (issue 24)
  getNotificaciones,
  marcarNotificacionesLeidas,
  getPreferenciasNotificacion,
  actualizarPreferenciasNotificacion,
  bajaNotificaciones,
  // Issue 23: the one enrolment flow.
  getOpcionesInscripcion,
  inscribirAlumnoCurso,
  // Issue 26: the platform CV and the staff's side of applications.
  getEnlaceCvPlataforma,
  actualizarEstadoAplicante,
  // Issue 26: opportunities, privacy and the student's applications.
  getOportunidadesAlumno,
  getPreferenciasCarrera,
  actualizarPreferenciasCarrera,
  postularVacanteAlumno,
  getPostulacionesAlumno,
  // Issue 26: skills, market demand and the gap list.
  getCompetencias,
  buscarCompetencias,
  agregarCompetencia,
  renombrarCompetencia,
  fusionarCompetencias,
  agregarTerminoCompetencia,
  eliminarTerminoCompetencia,
  getSugerenciasTerminos,
  aplicarTerminosVacantes,
  getBrechaCompetencias,
];
