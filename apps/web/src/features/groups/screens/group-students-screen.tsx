import type { TGetAlumnosGrupoCursoResponse } from '@academia/contract/groups/get-alumnos-grupo-curso';
import { Anchor, Breadcrumbs, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActiveFilter } from '~/components/ui/active-filter';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useGetAlumnosGrupoCurso } from '../api/get-alumnos-grupo-curso';
import { AddStudentModal, type StudentSearch } from '../components/add-student-modal';
import { ImportStudentsModal } from '../components/import-students-modal';
import { MemberDataModal } from '../components/member-data-modal';

const PAGE_SIZE = 20;

interface Member {
  alumno_id: number;
  nombre: string;
  apellidos: string;
}

type TAlumnoGrupo = TGetAlumnosGrupoCursoResponse['content'][number];

const columns: DataColumn<TAlumnoGrupo>[] = [
  { key: 'nombre', header: 'Nombre', cell: (a) => a.nombre, sortValue: (a) => a.nombre },
  {
    key: 'apellidos',
    header: 'Apellidos',
    cell: (a) => a.apellidos,
    sortValue: (a) => a.apellidos,
  },
  { key: 'email', header: 'Correo', cell: (a) => a.email, sortValue: (a) => a.email },
  { key: 'celular', header: 'Celular', cell: (a) => a.celular },
  { key: 'empresa', header: 'Empresa', cell: (a) => a.empresa, sortValue: (a) => a.empresa },
  { key: 'empleo_actual', header: 'Empleo', cell: (a) => a.empleo_actual },
];

interface GroupStudentsScreenProps {
  /**
   * A member's payments in this group (the payments feature's, joined by the route); `close`
   * after a recorded payment's 3 s confirmation (spec).
   */
  renderPayments: (alumno: number, grupo: number, close: () => void) => ReactNode;
  /** The group's payments as CSV (the payments feature's). */
  renderExport: (grupo: number) => ReactNode;
  studentSearch: StudentSearch;
}

/** admin/plataforma/alumnos-grupo-curso/{curso}/{grupo}: the students of a group. */
export function GroupStudentsScreen({
  renderPayments,
  renderExport,
  studentSearch,
}: GroupStudentsScreenProps) {
  const params = useParams();
  const grupo = Number(params.grupo);
  const [activo, setActivo] = useState<0 | 1>(1);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [pagos, setPagos] = useState<Member | null>(null);
  const [datos, setDatos] = useState<Member | null>(null);
  const query = useGetAlumnosGrupoCurso({ grupo, activo, page });
  const closeAdding = useCallback(() => setAdding(false), []);

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
          {renderExport(grupo)}
          <Button variant="light" onClick={() => setImporting(true)}>
            Importar alumnos
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
      <DataTable
        label="Alumnos del grupo"
        minWidth={820}
        rows={data.content}
        rowKey={(a) => a.alumno_id}
        empty={`Este grupo aún no tiene alumnos ${activo === 1 ? 'activos' : 'inactivos'}.`}
        columns={columns}
        actions={(a) => (
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
        )}
        page={{ page, count: data.count, onChange: setPage, pageSize: PAGE_SIZE }}
      />
      {adding && (
        <AddStudentModal
          onClose={closeAdding}
          grupo={grupo}
          curso={data.curso.id}
          studentSearch={studentSearch}
        />
      )}
      {importing && <ImportStudentsModal grupo={grupo} onClose={() => setImporting(false)} />}
      <Modal
        opened={pagos !== null}
        onClose={() => setPagos(null)}
        size="xl"
        title={pagos ? `Pagos de ${pagos.nombre} ${pagos.apellidos}` : ''}
      >
        {pagos && renderPayments(pagos.alumno_id, grupo, () => setPagos(null))}
      </Modal>
      <MemberDataModal member={datos} grupo={grupo} onClose={() => setDatos(null)} />
    </Stack>
  );
}
