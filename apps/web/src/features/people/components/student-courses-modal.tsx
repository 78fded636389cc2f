import { Alert, Button, Group, Modal, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { errorMessage } from '~/lib/api-client';
import { useAbrirCursosAlumno } from '../api/abrir-cursos-alumno';
import { useActivarrCursoAlumno } from '../api/activarr-curso-alumno';
import { useAgregarCursosAlumno } from '../api/agregar-cursos-alumno';
import { useDesactivarrCursoAlumno } from '../api/desactivarr-curso-alumno';

interface Props {
  alumno: { id: number; nombre: string } | null;
  onClose: () => void;
}

/** Courses of a student: current enrolments (activate/deactivate) and enrolling in more. */
export function StudentCoursesModal({ alumno, onClose }: Props) {
  return (
    <Modal
      opened={alumno !== null}
      onClose={onClose}
      size="lg"
      title={alumno ? `Cursos de ${alumno.nombre}` : ''}
    >
      {alumno && <StudentCourses alumno={alumno.id} />}
    </Modal>
  );
}

function StudentCourses({ alumno }: { alumno: number }) {
  const query = useAbrirCursosAlumno({ alumno });
  const agregar = useAgregarCursosAlumno();
  const desactivar = useDesactivarrCursoAlumno();
  const activar = useActivarrCursoAlumno();
  const [selected, setSelected] = useState<string[]>([]);
  const [added, setAdded] = useState<number | null>(null);

  if (query.isPending) return <PageLoader />;
  if (!query.data)
    return (
      <FormError
        message={query.error && errorMessage(query.error, 'No se pudieron cargar los cursos.')}
      />
    );
  const { cursosActuales, cursosPendientes } = query.data;
  const saveError = agregar.error ?? desactivar.error ?? activar.error;
  return (
    <Stack gap="md">
      <FormError message={saveError && errorMessage(saveError, 'No se pudo guardar el cambio.')} />
      <Title order={3} size="h5">
        Cursos actuales
      </Title>
      {cursosActuales.length === 0 ? (
        <Text size="sm" c="dimmed">
          El alumno aún no está inscrito en ningún curso.
        </Text>
      ) : (
        <Table withTableBorder aria-label="Cursos actuales">
          <Table.Tbody>
            {cursosActuales.map((c) => {
              const ids = { alumno, curso: c.id, alumno_curso: c.alumno_curso };
              return (
                <Table.Tr key={c.alumno_curso}>
                  <Table.Td>{c.nombre}</Table.Td>
                  <Table.Td>{c.activo === 1 ? 'Activo' : 'Inactivo'}</Table.Td>
                  <Table.Td>
                    {c.activo === 1 ? (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        onClick={() => desactivar.mutate(ids)}
                      >
                        Desactivar
                      </Button>
                    ) : (
                      <Button
                        size="compact-sm"
                        color="green"
                        variant="light"
                        onClick={() => activar.mutate(ids)}
                      >
                        Activar
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Title order={3} size="h5">
        Inscribir en más cursos
      </Title>
      {added !== null && (
        <Alert color="green" variant="light" role="status">
          Se inscribió al alumno en {added} curso(s).
        </Alert>
      )}
      <Group align="flex-end">
        <MultiSelect
          label="Cursos pendientes"
          data={cursosPendientes.map((c) => ({ value: String(c.id), label: c.nombre }))}
          value={selected}
          onChange={setSelected}
          searchable
          style={{ flex: 1 }}
          nothingFoundMessage="No hay más cursos"
        />
        <Button
          disabled={selected.length === 0}
          loading={agregar.isPending}
          onClick={() =>
            agregar.mutate(
              { alumno, cursos: selected.map(Number) },
              {
                onSuccess: ({ content }) => {
                  setAdded(content.agregados);
                  setSelected([]);
                },
              },
            )
          }
        >
          Inscribir
        </Button>
      </Group>
    </Stack>
  );
}
