import { Badge, Button, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/money';
import { useGetEvaluacionesAlumnoCurso } from '../api/get-evaluaciones-alumno-curso';
import { useGetRespuestasEvaluacionAlumno } from '../api/get-respuestas-evaluacion-alumno';

function Resultado({ value, yes, no }: { value: number; yes: string; no: string }) {
  return (
    <Badge color={value === 1 ? 'green' : 'red'} variant="light">
      {value === 1 ? yes : no}
    </Badge>
  );
}

interface Props {
  enrolment: { alumno_curso: number; nombre: string } | null;
  onClose: () => void;
}

/** The evaluations of an enrolled student, and the answers of one attempt. */
export function StudentEvaluationsModal({ enrolment, onClose }: Props) {
  const [attempt, setAttempt] = useState<{ id: number; nombre: string } | null>(null);
  return (
    <>
      <Modal
        opened={enrolment !== null && attempt === null}
        onClose={onClose}
        size="xl"
        title={enrolment ? `Evaluaciones de ${enrolment.nombre}` : ''}
      >
        {enrolment && <Attempts alumnoCurso={enrolment.alumno_curso} onOpen={setAttempt} />}
      </Modal>
      <Modal
        opened={attempt !== null}
        onClose={() => setAttempt(null)}
        size="xl"
        title={attempt ? `Respuestas de ${attempt.nombre}` : ''}
      >
        {attempt && <Answers attempt={attempt.id} />}
      </Modal>
    </>
  );
}

function Attempts({
  alumnoCurso,
  onOpen,
}: {
  alumnoCurso: number;
  onOpen: (a: { id: number; nombre: string }) => void;
}) {
  const query = useGetEvaluacionesAlumnoCurso({ alumno_curso: alumnoCurso });
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <FormError
        message={
          query.error && errorMessage(query.error, 'No se pudieron cargar las evaluaciones.')
        }
      />
    );
  if (query.data.content.length === 0) {
    return <Text c="dimmed">El alumno aún no ha presentado evaluaciones.</Text>;
  }
  return (
    <Table striped withTableBorder aria-label="Evaluaciones del alumno">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fecha</Table.Th>
          <Table.Th>Evaluación</Table.Th>
          <Table.Th>Intento</Table.Th>
          <Table.Th>Calificación</Table.Th>
          <Table.Th>Resultado</Table.Th>
          <Table.Th>Respuestas</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.content.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{formatDate(a.fecha)}</Table.Td>
            <Table.Td>{a.evaluacion_nombre}</Table.Td>
            <Table.Td>{a.no_intento}</Table.Td>
            <Table.Td>{a.calificacion}</Table.Td>
            <Table.Td>
              <Resultado value={a.resultado} yes="Aprobado" no="No aprobado" />
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() =>
                  onOpen({ id: a.id, nombre: `${a.evaluacion_nombre} (intento ${a.no_intento})` })
                }
              >
                Ver respuestas
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Answers({ attempt }: { attempt: number }) {
  const query = useGetRespuestasEvaluacionAlumno({ alumno_evaluacion_curso: attempt });
  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <FormError
        message={query.error && errorMessage(query.error, 'No se pudieron cargar las respuestas.')}
      />
    );
  return (
    <Table striped withTableBorder aria-label="Respuestas de la evaluación">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pregunta</Table.Th>
          <Table.Th>Respuesta del alumno</Table.Th>
          <Table.Th>Respuesta correcta</Table.Th>
          <Table.Th>Resultado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.content.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.pregunta_pregunta}</Table.Td>
            <Table.Td>{r.respuesta_respuesta_alumno || '—'}</Table.Td>
            <Table.Td>{r.respuesta_correcta_evaluacion}</Table.Td>
            <Table.Td>
              <Resultado value={r.resultado} yes="Correcta" no="Incorrecta" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
