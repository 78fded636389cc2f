export const ARTICULO_NO_ENCONTRADO = 'No encontramos ese artículo.';
export const CATEGORIA_NO_EXISTE = 'La categoría elegida no existe. Elige otra.';
export const CATEGORIA_NO_ENCONTRADA = 'No encontramos esa categoría.';
export const CATEGORIA_REPETIDA = 'Ya existe una categoría con ese nombre.';
export const CATEGORIA_EN_USO =
  'No se puede eliminar la categoría porque tiene artículos. Cámbialos de categoría primero.';
export const NOTICIA_NO_ENCONTRADA = 'No encontramos esa noticia.';
export const SLUG_OCUPADO = 'Otro artículo acaba de tomar ese título. Inténtalo de nuevo.';
