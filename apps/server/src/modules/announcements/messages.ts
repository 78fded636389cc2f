export const GRUPO_DE_OTRO_CURSO = 'El grupo no es de este curso.';
export const AVISO_SOLO_A_TUS_GRUPOS =
  'Elige uno de tus grupos: el aviso a todo el curso lo publica un administrador.';
export const CONTENIDO_VACIO = 'Escribe el contenido del aviso.';
