import { Anchor, Breadcrumbs, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useExportarPagosCsv } from '~/components/payments/api/exportar-pagos-csv';
import { ActiveFilter } from '~/components/ui/active-filter';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { saveCsv } from '~/lib/download';
import { useGetAlumnosGrupoCurso } from '../api/get-alumnos-grupo-curso';
import { AddStudentModal } from '../components/add-student-modal';
import { MemberDataModal } from '../components/member-data-modal';
import { MemberPaymentsModal } from '../components/member-payments-modal';

export function meta() {
  return [{ title: 'Alumnos del grupo' }];
}

const PAGE_SIZE = 20;

interface Member {
  alumno_id: number;
  nombre: string;
  apellidos: string;
}

/** admin/plataforma/alumnos-grupo-curso/{curso}/{grupo}: the students of a group. */
export default function GroupStudentsScreen() {
  const params = useParams();
  const grupo = Number(params.grupo);
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [pagos, setPagos] = useState<Member | null>(null);
  const [datos, setDatos] = useState<Member | null>(null);
  const query = useGetAlumnosGrupoCurso({ grupo, activo, page });
  const exportar = useExportarPagosCsv();

  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <FormError
        message={query.error && errorMessage(query.error, 'No se pudo cargar el grupo.')}
      />
    );
  }
  const data = query.data;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Cursos
        </Anchor>
        <Anchor component={Link} to={`/admin/plataforma/grupos/${data.curso.slug}`}>
          Grupos de {data.curso.nombre}
        </Anchor>
        <Text>{data.grupo.nombre}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>Alumnos de {data.grupo.nombre}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            loading={exportar.isPending}
            onClick={() =>
              exportar.mutate({ grupo }, { onSuccess: ({ content }) => saveCsv(content) })
            }
          >
            Exportar pagos (CSV)
          </Button>
          <Button onClick={() => setAdding(true)}>Agregar alumno</Button>
        </Group>
      </Group>
      <ActiveFilter
        value={activo}
        onChange={(v) => {
          setActivo(v);
          setPage(1);
        }}
      />
      <FormError message={exportar.error && errorMessage(exportar.error, 'No se pudo exportar.')} />
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label="Alumnos del grupo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Apellidos</Table.Th>
              <Table.Th>Correo</Table.Th>
              <Table.Th>Celular</Table.Th>
              <Table.Th>Empresa</Table.Th>
              <Table.Th>Empleo</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.content.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text size="sm" c="dimmed">
                    Este grupo aún no tiene alumnos {activo === 1 ? 'activos' : 'inactivos'}.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data.content.map((a) => (
              <Table.Tr key={a.alumno_id}>
                <Table.Td>{a.nombre}</Table.Td>
                <Table.Td>{a.apellidos}</Table.Td>
                <Table.Td>{a.email}</Table.Td>
                <Table.Td>{a.celular}</Table.Td>
                <Table.Td>{a.empresa}</Table.Td>
                <Table.Td>{a.empleo_actual}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setPagos(a)}
                      aria-label={`Pagos de ${a.nombre} ${a.apellidos}`}
                    >
                      Pagos
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setDatos(a)}
                      aria-label={`Datos Adicionales de ${a.nombre} ${a.apellidos}`}
                    >
                      Datos Adicionales
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageLinks page={page} totalPages={totalPagesOf(data.count, PAGE_SIZE)} onChange={setPage} />
      <AddStudentModal
        opened={adding}
        onClose={() => setAdding(false)}
        grupo={grupo}
        curso={data.curso.id}
      />
      <MemberPaymentsModal member={pagos} grupo={grupo} onClose={() => setPagos(null)} />
      <MemberDataModal member={datos} grupo={grupo} onClose={() => setDatos(null)} />
    </Stack>
  );
}
