import type {
  TAccionAuditoria,
  TEntidadAuditoria,
  TEntradaAuditoria,
} from '@academia/contract/audit/audit-schemas';

export const ACCION_LABEL: Record<TAccionAuditoria, string> = {
  crear: 'Creó',
  actualizar: 'Actualizó',
  eliminar: 'Eliminó',
  activar: 'Activó',
  desactivar: 'Desactivó',
  revocar: 'Revocó',
  generar: 'Generó',
  enviar: 'Envió',
  calificar: 'Calificó',
  asignar: 'Asignó',
  iniciar_sesion: 'Inició sesión',
  fallar_inicio_sesion: 'Intento fallido de inicio de sesión',
  cerrar_sesion: 'Cerró sesión',
  restablecer_contrasena: 'Restableció la contraseña',
  confirmar: 'Confirmó',
  rechazar: 'Rechazó',
  cerrar_sesiones: 'Cerró las sesiones',
  anular: 'Anuló',
  publicar: 'Publicó',
  archivar: 'Archivó',
  restaurar: 'Restauró',
  duplicar: 'Duplicó',
  fusionar: 'Fusionó',
};

export const ENTIDAD_LABEL: Record<TEntidadAuditoria, string> = {
  pagos: 'Pago',
  grupo_alumnos: 'Precio de venta',
  certificados: 'Certificado',
  alumno_evaluacion_curso: 'Intento de evaluación',
  users: 'Usuario',
  alumno_curso: 'Inscripción a curso',
  grupos: 'Grupo',
  cursos: 'Curso',
  categorias_curso: 'Categoría de curso',
  evaluaciones: 'Evaluación',
  evaluacion_preguntas: 'Pregunta de evaluación',
  temas: 'Tema',
  subtemas: 'Lección',
  materiales: 'Material',
  articulos: 'Artículo',
  categorias_blog: 'Categoría del blog',
  noticias: 'Noticia',
  jobs: 'Vacante',
  foros_discusion: 'Pregunta del foro',
  foro_respuestas: 'Respuesta del foro',
  foro_respuestas_respuestas: 'Réplica del foro',
  competencias: 'Competencia',
  competencia_terminos: 'Término de competencia',
  vacante_competencias: 'Competencias de las vacantes analizadas',
  aplicantes: 'Postulación',
  preferencias_carrera: 'Privacidad de la bolsa de trabajo',
};

const FIELD_LABEL: Record<string, string> = {
  alumno: 'Alumno',
  alumno_curso: 'Inscripción',
  grupo: 'Grupo',
  curso: 'Curso',
  cursos: 'Cursos',
  agregados: 'Agregados',
  monto: 'Monto',
  precio_venta: 'Precio de venta',
  fecha: 'Fecha',
  metodo_pago: 'Método de pago',
  nombre: 'Nombre',
  email: 'Correo',
  direccion: 'Dirección IP',
  usuario: 'Usuario escrito',
  tipo: 'Tipo',
  unique_id: 'Código',
  calificacion: 'Calificación',
  resultado: 'Resultado',
  no_intento: 'Intento',
  evaluacion: 'Evaluación',
  archivada: 'Archivada',
  cursos_eliminados: 'Cursos eliminados',
  contraseña_cambiada: 'Contraseña cambiada',
  foto_cambiada: 'Foto cambiada',
  imagen_cambiada: 'Imagen cambiada',
  registro_publico: 'Registro público',
  cuenta_existente: 'Correo de una cuenta que ya existía',
  como: 'Cómo',
  era_prueba: 'Era una prueba gratuita',
  cuenta_de_prueba_permanente: 'La cuenta de prueba pasó a ser permanente',
  confirmada_en: 'Confirmada el',
  estado: 'Estado',
  expira: 'Expira',
  primer_administrador: 'Primer administrador',
  acceso_hasta: 'Acceso hasta',
  cancelacion_propia: 'Cancelada por el alumno',
  sesiones_cerradas: 'Sesiones cerradas',
  enlaces_anulados: 'Enlaces de contraseña anulados',
  sesion_actual_conservada: 'Conservó la sesión desde la que se hizo',
  perfil_propio: 'En su propio perfil',
  motivo: 'Motivo',
  recibo: 'Recibo',
  tema: 'Tema',
  leccion: 'Lección',
  material: 'Material',
  articulo: 'Artículo',
  categoria: 'Categoría',
  slug: 'Dirección',
  slug_anterior: 'Dirección anterior',
  activo: 'Activo',
  medio: 'Medio',
  link: 'Enlace',
  vacante: 'Vacante',
  empresa: 'Empresa',
  pregunta: 'Pregunta',
  autor: 'Autor',
  respuesta: 'Respuesta',
  replicas_eliminadas: 'Réplicas eliminadas',
  video_cambiado: 'Video cambiado',
  orden: 'Orden',
};

function labelOf(field: string): string {
  const known = FIELD_LABEL[field];
  if (known) return known;
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const change = value as { antes?: unknown; despues?: unknown };
    if ('antes' in change || 'despues' in change) {
      return `${valueText(change.antes)} → ${valueText(change.despues)}`;
    }
    return Object.entries(value)
      .map(([k, v]) => `${labelOf(k)}: ${valueText(v)}`)
      .join('; ');
  }
  return String(value);
}

/** The entry's details as label and text pairs, for people rather than as JSON. */
export function detailLines(detalles: TEntradaAuditoria['detalles']): [string, string][] {
  return Object.entries(detalles).map(([field, value]) => [labelOf(field), valueText(value)]);
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The admin page of the entry's entity, where there is one. */
export function entityLink(entry: TEntradaAuditoria): string | undefined {
  const id = Number(entry.entidad_id);
  const curso = numberOf(entry.detalles.curso);
  switch (entry.entidad) {
    case 'cursos':
      return entry.accion === 'eliminar' ? undefined : `/admin/plataforma/temas-subtemas/${id}`;
    case 'categorias_curso':
      return '/admin/plataforma/categorias-curso';
    case 'evaluaciones':
      return curso ? `/admin/plataforma/evaluacion/${curso}` : undefined;
    case 'grupos':
      return curso ? `/admin/plataforma/grupos/${curso}` : undefined;
    case 'users': {
      const tipo = entry.detalles.tipo;
      if (tipo === 'profesor') return '/admin/plataforma/profesores';
      if (tipo === 'administrador') return '/admin/plataforma/administradores';
      return '/admin/plataforma/alumnos';
    }
    case 'pagos':
    case 'grupo_alumnos':
      return '/admin/plataforma/registrar-pago';
    case 'articulos':
    case 'categorias_blog':
      return '/admin/listado-articulos';
    case 'noticias':
      return entry.accion === 'eliminar' ? undefined : `/admin/editar-noticia/${id}`;
    case 'jobs':
      return '/admin/plataforma/vacantes';
    case 'competencias':
    case 'competencia_terminos':
    case 'vacante_competencias':
      return '/admin/plataforma/competencias';
    default:
      return undefined;
  }
}
