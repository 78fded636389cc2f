import type { TCursoAlumno } from '@academia/contract/learning/get-cursos-alumno';
import { Text } from '@mantine/core';
import { Tag } from '~/components/ui/tag';

/**
 * Whether the enrolment still waits for the academy with nothing open: a pending trial keeps
 * its lessons while the academy decides (decision 017).
 */
export const awaitingConfirmation = (c: Pick<TCursoAlumno, 'pendiente' | 'prueba'>) =>
  c.pendiente && !c.prueba;

/** What a course card says of a pending enrolment or a trial; nothing for a confirmed one. */
export function EnrolmentState({ curso: c }: { curso: TCursoAlumno }) {
  return (
    <>
      {c.pendiente && (
        <div>
          <Tag color="indigo.9">Pendiente de confirmación</Tag>
          <Text size="sm" c="gray.7" mt={4}>
            {c.prueba
              ? 'La academia revisará tu inscripción; mientras tanto sigues con tu prueba gratuita.'
              : 'La academia revisará tu inscripción y te avisará por correo cuando puedas entrar al curso.'}
          </Text>
        </div>
      )}
      {c.prueba && !c.pendiente && (
        <div>
          <Tag color="teal.9">Prueba gratuita</Tag>
          <Text size="sm" c="gray.7" mt={4}>
            Incluye solo las lecciones: las evaluaciones, los foros y el certificado requieren
            inscribirte al curso.
          </Text>
        </div>
      )}
    </>
  );
}
