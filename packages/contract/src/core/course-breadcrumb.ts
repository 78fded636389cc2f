import { z } from 'zod';

/** The course a course-level admin screen belongs to, for its breadcrumb (the spec's `dataCurso`). */
export const ZDataCurso = z.object({
  id: z.number().int(),
  nombre: z.string(),
  slug: z.string(),
});
export type TDataCurso = z.infer<typeof ZDataCurso>;
