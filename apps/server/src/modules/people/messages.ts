export const STUDENT_NOT_FOUND = 'No se encontró el alumno.';
export const NOT_YOUR_PROFILE = 'Solo puedes actualizar tus propios datos.';
export const ELEMENTO_NO_ENCONTRADO = 'No se encontró ese elemento en tu perfil.';
export const PASSWORD_INCORRECTA = 'La contraseña no es correcta.';
export const TEACHER_NOT_FOUND = 'No se encontró el profesor.';
export const ADMIN_NOT_FOUND = 'No se encontró el administrador.';
export const NOT_YOURSELF_DELETE = 'No puedes eliminar tu propia cuenta de administrador.';
export const NOT_YOURSELF_DEACTIVATE = 'No puedes desactivar tu propia cuenta de administrador.';
export const LAST_ADMIN =
  'La plataforma debe conservar al menos un administrador activo: no se puede quitar al último.';
