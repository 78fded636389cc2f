import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './index';

/**
 * Request fields that, in a call a student may make, name a record of one student: their
 * enrolment, their account, an attempt, a payment, a certificate. `id` is there too because in
 * a student's calls it names one of their own profile items.
 */
const STUDENT_OWNED_FIELDS = new Set([
  'alumno_curso',
  'alumno',
  'alumno_evaluacion_curso',
  'usuario',
  'pago',
  'recibo',
  'certificado',
  'intento',
  'id',
]);

function requestFields(call: (typeof calls)[number]): string[] {
  const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

const studentCalls = calls.filter(
  (c) => c.access === 'signed-in' || (Array.isArray(c.access) && c.access.includes('student')),
);

describe('ownership declarations', () => {
  it("declares in `owns` every field of a student's call that names a student's record", () => {
    const undeclared = studentCalls.flatMap((call) =>
      requestFields(call)
        .filter((field) => STUDENT_OWNED_FIELDS.has(field) && !call.owns?.includes(field))
        .map((field) => `${call.name}.${field}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('names in `owns` only fields the request has', () => {
    const unknown = calls.flatMap((call) => {
      const fields = requestFields(call);
      return (call.owns ?? []).filter((f) => !fields.includes(f)).map((f) => `${call.name}.${f}`);
    });
    expect(unknown).toEqual([]);
  });

  it('declares ownership only on calls a student may make', () => {
    const stray = calls.filter((c) => (c.owns ?? []).length > 0 && !studentCalls.includes(c));
    expect(stray.map((c) => c.name)).toEqual([]);
  });
});
