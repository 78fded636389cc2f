import type { TIntentoEvaluacion } from '@academia/contract/evaluations/get-evaluaciones-alumno-curso-alumno';
import { Table, Text } from '@mantine/core';
import { formatDate } from '../progress';

/** The past attempts: fecha, evaluación, intento, calificación. */
export function AttemptsTable({ intentos }: { intentos: TIntentoEvaluacion[] }) {
  if (intentos.length === 0) return <Text c="dimmed">Aún no has enviado ningún intento.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label="Intentos realizados">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Evaluación</Table.Th>
            <Table.Th>Intento</Table.Th>
            <Table.Th>Calificación</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {intentos.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{formatDate(i.fecha)}</Table.Td>
              <Table.Td>{i.evaluacion_nombre}</Table.Td>
              <Table.Td>{i.no_intento}</Table.Td>
              <Table.Td>{i.calificacion}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
