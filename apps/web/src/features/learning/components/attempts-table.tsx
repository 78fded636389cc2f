import type { TIntentoEvaluacion } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { formatDate } from '../progress';

const COLUMNS: readonly DataColumn<TIntentoEvaluacion>[] = [
  { key: 'fecha', header: 'Fecha', cell: (i) => formatDate(i.fecha) },
  { key: 'evaluacion', header: 'Evaluación', cell: (i) => i.evaluacion_nombre },
  { key: 'intento', header: 'Intento', cell: (i) => i.no_intento },
  { key: 'calificacion', header: 'Calificación', cell: (i) => i.calificacion },
];

/** The past attempts: fecha, evaluación, intento, calificación. */
export function AttemptsTable({ intentos }: { intentos: TIntentoEvaluacion[] }) {
  return (
    <DataTable
      label="Intentos realizados"
      columns={COLUMNS}
      rows={intentos}
      rowKey={(i) => i.id}
      empty="Aún no has enviado ningún intento."
      minWidth={420}
    />
  );
}
