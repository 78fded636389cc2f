import { z } from 'zod';

/** Where staff have taken an application (`aplicantes.estado`), as the database stores it. */
export const ESTADOS_POSTULACION = [
  'recibida',
  'en_revision',
  'entrevista',
  'descartada',
  'contratada',
] as const;
export const zEstadoPostulacion = z.enum(ESTADOS_POSTULACION);
export type TEstadoPostulacion = z.infer<typeof zEstadoPostulacion>;

/** The words a student and staff read for each state. */
export const ESTADO_POSTULACION_TEXTO: Record<TEstadoPostulacion, string> = {
  recibida: 'Recibida',
  en_revision: 'En revisión',
  entrevista: 'Entrevista',
  descartada: 'Descartada',
  contratada: 'Contratada',
};
