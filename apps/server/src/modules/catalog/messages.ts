export const CATEGORIA_NO_ENCONTRADA = 'La categoría no existe o ya fue eliminada.';
export const CATEGORIA_REPETIDA = 'Ya existe una categoría de curso con ese nombre.';
export const CATEGORIA_CON_ALUMNOS =
  'No se puede eliminar la categoría: alguno de sus cursos tiene alumnos inscritos, grupos, ' +
  'pagos o certificados. Cambia esos cursos de categoría antes de eliminarla.';
export const IMAGEN_ILEGIBLE =
  'No se pudo leer la imagen del curso. Sube un archivo JPEG, PNG, GIF o WebP válido.';
export const CURSO_NO_ENCONTRADO = 'El curso no existe o ya fue eliminado.';
export const CATEGORIA_INEXISTENTE = 'La categoría elegida no existe. Elige otra.';
export const CURSO_NO_OFRECIDO = 'El curso no existe o ya no se ofrece.';
export const CURSO_YA_PUBLICADO = 'El curso ya está publicado.';
export const CURSO_ARCHIVADO_NO_SE_PUBLICA =
  'El curso está archivado: usa Restaurar para volver a publicarlo.';
export const BORRADOR_NO_SE_ARCHIVA =
  'Un borrador no se archiva: no está en el catálogo. Publícalo o elimínalo.';
export const CURSO_YA_ARCHIVADO = 'El curso ya está archivado.';
export const SOLO_ARCHIVADO_SE_RESTAURA = 'Solo se puede restaurar un curso archivado.';
export const CURSO_CON_ALUMNOS =
  'No se puede eliminar el curso: tiene alumnos inscritos o grupos. Archívalo para quitarlo ' +
  'del catálogo y de las inscripciones; sus alumnos conservan su acceso.';
