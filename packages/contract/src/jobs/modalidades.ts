/**
 * 1 presencial, 2 remota, 3 híbrida. A module without zod, so the public job pages can name
 * the modalities without loading the schemas.
 */
export const MODALIDADES = { 1: 'Presencial', 2: 'Remota', 3: 'Híbrida' } as const;
