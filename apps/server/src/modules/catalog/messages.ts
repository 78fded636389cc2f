export const CATEGORIA_NO_ENCONTRADA = 'La categoría no existe o ya fue eliminada.';
export const CATEGORIA_REPETIDA = 'Ya existe una categoría de curso con ese nombre.';
export const CATEGORIA_CON_ALUMNOS =
  'No se puede eliminar la categoría: alguno de sus cursos tiene alumnos inscritos, grupos, ' +
  'pagos o certificados. Cambia esos cursos de categoría antes de eliminarla.';
export const IMAGEN_ILEGIBLE =
  'No se pudo leer la imagen del curso. Sube un archivo JPEG, PNG, GIF o WebP válido.';
export const CURSO_NO_ENCONTRADO = 'El curso no existe o ya fue eliminado.';
export const CATEGORIA_INEXISTENTE = 'La categoría elegida no existe. Elige otra.';
