import type { TGetEvaluacionesAlumnoCursoResponse } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso';
import type { TGetRespuestasEvaluacionAlumnoResponse } from '@academia/contract/evaluations/get-respuestas-evaluacion-alumno';
import { Badge, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/money';
import { useGetEvaluacionesAlumnoCurso } from '../api/get-evaluaciones-alumno-curso';
import { useGetRespuestasEvaluacionAlumno } from '../api/get-respuestas-evaluacion-alumno';

type TAttempt = TGetEvaluacionesAlumnoCursoResponse['content'][number];
type TAnswer = TGetRespuestasEvaluacionAlumnoResponse['content'][number];

function Resultado({ value, yes, no }: { value: number; yes: string; no: string }) {
  return (
    <Badge color={value === 1 ? 'green' : 'red'} variant="light">
      {value === 1 ? yes : no}
    </Badge>
  );
}

const ATTEMPT_COLUMNS: DataColumn<TAttempt>[] = [
  { key: 'fecha', header: 'Fecha', cell: (a) => formatDate(a.fecha) },
  { key: 'evaluacion', header: 'Evaluación', cell: (a) => a.evaluacion_nombre },
  { key: 'intento', header: 'Intento', cell: (a) => a.no_intento },
  { key: 'calificacion', header: 'Calificación', cell: (a) => a.calificacion },
  {
    key: 'resultado',
    header: 'Resultado',
    cell: (a) => <Resultado value={a.resultado} yes="Aprobado" no="No aprobado" />,
  },
];

const ANSWER_COLUMNS: DataColumn<TAnswer>[] = [
  { key: 'pregunta', header: 'Pregunta', cell: (r) => r.pregunta_pregunta },
  {
    key: 'alumno',
    header: 'Respuesta del alumno',
    cell: (r) => r.respuesta_respuesta_alumno || '—',
  },
  { key: 'correcta', header: 'Respuesta correcta', cell: (r) => r.respuesta_correcta_evaluacion },
  {
    key: 'resultado',
    header: 'Resultado',
    cell: (r) => <Resultado value={r.resultado} yes="Correcta" no="Incorrecta" />,
  },
];

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
  return (
    <DataTable<TAttempt>
      label="Evaluaciones del alumno"
      columns={ATTEMPT_COLUMNS}
      rows={query.data?.content}
      rowKey={(a) => a.id}
      loading={query.isPending}
      error={query.error && errorMessage(query.error, 'No se pudieron cargar las evaluaciones.')}
      empty="El alumno aún no ha presentado evaluaciones."
      actionsHeader="Respuestas"
      actions={(a) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() =>
            onOpen({ id: a.id, nombre: `${a.evaluacion_nombre} (intento ${a.no_intento})` })
          }
        >
          Ver respuestas
        </Button>
      )}
    />
  );
}

function Answers({ attempt }: { attempt: number }) {
  const query = useGetRespuestasEvaluacionAlumno({ alumno_evaluacion_curso: attempt });
  return (
    <DataTable<TAnswer>
      label="Respuestas de la evaluación"
      columns={ANSWER_COLUMNS}
      rows={query.data?.content}
      rowKey={(r) => r.id}
      loading={query.isPending}
      error={query.error && errorMessage(query.error, 'No se pudieron cargar las respuestas.')}
      empty="El intento no tiene respuestas."
    />
  );
}
