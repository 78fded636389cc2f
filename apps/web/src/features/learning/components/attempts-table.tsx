import type { TIntentoEvaluacion } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { Button } from '@mantine/core';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { formatDate } from '~/lib/dates';

const COLUMNS: readonly DataColumn<TIntentoEvaluacion>[] = [
  { key: 'fecha', header: 'Fecha', cell: (i) => formatDate(i.fecha) },
  { key: 'evaluacion', header: 'Evaluación', cell: (i) => i.evaluacion_nombre },
  { key: 'intento', header: 'Intento', cell: (i) => i.no_intento },
  { key: 'calificacion', header: 'Calificación', cell: (i) => i.calificacion },
];

/**
 * The past attempts: fecha, evaluación, intento, calificación; with `onReview`, a 'Revisar'
 * button on each opens its review.
 */
export function AttemptsTable({
  intentos,
  onReview,
}: {
  intentos: TIntentoEvaluacion[];
  onReview?: (intento: TIntentoEvaluacion) => void;
}) {
  const columns: readonly DataColumn<TIntentoEvaluacion>[] = onReview
    ? [
        ...COLUMNS,
        {
          key: 'revision',
          header: 'Revisión',
          cell: (i) => (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onReview(i)}
              aria-label={`Revisar el intento ${i.no_intento}`}
            >
              Revisar
            </Button>
          ),
        },
      ]
    : COLUMNS;
  return (
    <DataTable
      label="Intentos realizados"
      columns={columns}
      rows={intentos}
      rowKey={(i) => i.id}
      empty="Aún no has enviado ningún intento."
      minWidth={420}
    />
  );
}
