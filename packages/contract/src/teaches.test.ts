import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './index';

/**
 * Request fields that, in a call a teacher may make, name a record of the platform that lies
 * inside some group: a course, a group, an enrolment, a forum post, an attempt. An id in one of
 * them must be scoped to the teacher's own groups (decision 022).
 */
const PLATFORM_RECORD_FIELDS = new Set([
  'curso',
  'grupo',
  'alumno_curso',
  'alumno',
  'foro_discusion',
  'pregunta',
  'respuesta',
  'foro_discusion_respuesta',
  'alumno_evaluacion_curso',
  'intento',
  'evaluacion',
]);

interface FieldSchema {
  type?: string;
  anyOf?: FieldSchema[];
}

/** The request's fields that take an id (a number, or its digits). */
function idFields(call: (typeof calls)[number]): string[] {
  const schema = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, FieldSchema>;
  };
  const takesId = (s: FieldSchema): boolean =>
    s.type === 'integer' || (s.anyOf ?? []).some(takesId);
  return Object.entries(schema.properties ?? {})
    .filter(([, s]) => takesId(s))
    .map(([field]) => field);
}

const teacherCalls = calls.filter((c) => Array.isArray(c.access) && c.access.includes('teacher'));

describe("teachers' scope declarations", () => {
  it('declares `teaches` only on calls that admit teachers, naming id fields of the request', () => {
    const wrong = calls.flatMap((call) =>
      Object.keys(call.teaches ?? {})
        .filter((f) => !teacherCalls.includes(call) || !idFields(call).includes(f))
        .map((f) => `${call.name}.${f}`),
    );
    expect(wrong).toEqual([]);
  });

  it("scopes every platform record a teacher's call names (students' own fields aside)", () => {
    const unscoped = teacherCalls.flatMap((call) =>
      idFields(call)
        .filter(
          (f) => PLATFORM_RECORD_FIELDS.has(f) && !call.teaches?.[f] && !call.owns?.includes(f),
        )
        .map((f) => `${call.name}.${f}`),
    );
    expect(unscoped).toEqual([]);
    expect(teacherCalls.filter((c) => c.teaches).length).toBeGreaterThanOrEqual(10);
  });
});
