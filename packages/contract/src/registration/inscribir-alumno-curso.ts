import { z } from 'zod';
import { defineCall, zId, zMoney } from '../core/call';
import { ZNuevoAlumno } from '../groups/group-schemas';
import { zMontoInput } from '../payments/payment-schemas';

/** The data of a new student account, as the groups' new-student form asks for it. */
export const ZNuevoAlumnoInscripcion = ZNuevoAlumno.omit({ username: true, tipo: true });

export const ELIGE_ALUMNO = 'Busca un alumno existente o escribe los datos de uno nuevo.';

export const ZInscribirAlumnoCursoRequest = z
  .object({
    curso: zId,
    /** An existing student; or, instead, `nuevo_alumno` to create the account. */
    alumno: zId.optional(),
    nuevo_alumno: ZNuevoAlumnoInscripcion.optional(),
    /** A group of the course; required while the course has active groups. */
    grupo: zId.optional(),
    /** The sale price of the membership (the screen prefills the course's price). */
    precio_venta: zMontoInput.optional(),
  })
  .refine((v) => (v.alumno === undefined) !== (v.nuevo_alumno === undefined), {
    error: ELIGE_ALUMNO,
    path: ['alumno'],
  })
  .refine((v) => v.precio_venta === undefined || v.grupo !== undefined, {
    error: 'El precio de venta se guarda en un grupo: elige uno.',
    path: ['precio_venta'],
  });
export const ZInscribirAlumnoCursoResponse = z.object({
  content: z.object({
    /** The confirmed enrolment. */
    alumno_curso: z.number().int(),
    alumno: z.number().int(),
    grupo: z.number().int().nullable(),
    precio_venta: zMoney.nullable(),
    /** A new account was created, and mailed the link to choose its password. */
    cuenta_nueva: z.boolean(),
    mensaje: z.string(),
  }),
});
export type TInscribirAlumnoCursoRequest = z.input<typeof ZInscribirAlumnoCursoRequest>;
export type TInscribirAlumnoCursoResponse = z.infer<typeof ZInscribirAlumnoCursoResponse>;

export const inscribirAlumnoCurso = defineCall({
  name: 'inscribirAlumnoCurso',
  access: ['admin'],
  summary:
    'La única forma en que un administrador inscribe a un alumno en un curso: un alumno ' +
    'existente (alumno) o uno nuevo (nuevo_alumno, que recibe el correo de bienvenida), en un ' +
    'grupo del curso (obligatorio si el curso tiene grupos activos) con su precio de venta. La ' +
    'inscripción queda confirmada; una pendiente, rechazada o de prueba se confirma. Todo en ' +
    'una transacción y auditado. Ya inscrito y confirmado, o correo ya registrado: 409.',
  request: ZInscribirAlumnoCursoRequest,
  response: ZInscribirAlumnoCursoResponse,
});
