export const FALTA_ARCHIVO = 'Elige el archivo CSV de vacantes.';
