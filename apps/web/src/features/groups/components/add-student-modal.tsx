import { ZAgregarAlumnoCursoGrupoRequest } from '@academia/contract/groups/agregar-alumno-curso-grupo';
import { ZAgregarAlumnoExistenteCursoGrupoRequest } from '@academia/contract/groups/agregar-alumno-existente-curso-grupo';
import { Alert, Modal, SimpleGrid, Tabs, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useAgregarAlumnoCursoGrupo } from '../api/agregar-alumno-curso-grupo';
import { useAgregarAlumnoExistenteCursoGrupo } from '../api/agregar-alumno-existente-curso-grupo';

export const REGISTRO_EXITOSO = '¡El registro se ha realizado con éxito!';

/** A search for an existing student, given by the route (the people feature's typeahead). */
export type StudentSearch = (onPick: (student: { id: number } | null) => void) => ReactNode;

interface Props {
  onClose: () => void;
  grupo: number;
  curso: number;
  studentSearch: StudentSearch;
}

/**
 * Add a student to the group: a new one (also enrolled in the course) or an existing one.
 * Mounted while open.
 */
export function AddStudentModal({ onClose, grupo, curso, studentSearch }: Props) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, 3000);
    return () => clearTimeout(timer);
  }, [done, onClose]);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title="Agregar alumno"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {done ? (
        <Alert color="green" variant="light" role="status">
          {REGISTRO_EXITOSO}
        </Alert>
      ) : (
        <Tabs defaultValue="nuevo">
          <Tabs.List>
            <Tabs.Tab value="nuevo">Alumno nuevo</Tabs.Tab>
            <Tabs.Tab value="existente">Alumno existente</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="nuevo" pt="md">
            <NewStudentForm grupo={grupo} curso={curso} onDone={() => setDone(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="existente" pt="md">
            <ExistingStudentForm
              grupo={grupo}
              curso={curso}
              studentSearch={studentSearch}
              onDone={() => setDone(true)}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

function NewStudentForm({
  grupo,
  curso,
  onDone,
}: {
  grupo: number;
  curso: number;
  onDone: () => void;
}) {
  const agregar = useAgregarAlumnoCursoGrupo();
  const form = useContractForm({
    schema: ZAgregarAlumnoCursoGrupoRequest,
    initialValues: {
      first_name: '',
      last_name: '',
      celular: '',
      email: '',
      empleo_actual: '',
      empresa: '',
    },
    toRequest: (values) => ({ ...values, username: values.email, tipo: 1, curso, grupo }),
  });
  return (
    <Form
      form={form}
      onSubmit={async (request) => {
        await agregar.mutateAsync(request);
        onDone();
      }}
      submitLabel="Agregar"
      errorFallback="No se pudo agregar al alumno."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" required {...form.getInputProps('first_name')} />
        <TextInput label="Apellidos" required {...form.getInputProps('last_name')} />
        <TextInput label="Celular" required {...form.getInputProps('celular')} />
        <TextInput
          type="email"
          label="Correo electrónico"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label="Empleo actual" {...form.getInputProps('empleo_actual')} />
        <TextInput label="Empresa" {...form.getInputProps('empresa')} />
      </SimpleGrid>
    </Form>
  );
}

function ExistingStudentForm({
  grupo,
  curso,
  studentSearch,
  onDone,
}: {
  grupo: number;
  curso: number;
  studentSearch: StudentSearch;
  onDone: () => void;
}) {
  const agregar = useAgregarAlumnoExistenteCursoGrupo();
  const form = useContractForm({
    schema: ZAgregarAlumnoExistenteCursoGrupoRequest,
    initialValues: { alumno: 0 },
    toRequest: ({ alumno }) => ({ alumno, grupo, curso }),
  });
  return (
    <Form
      form={form}
      onSubmit={async (request) => {
        await agregar.mutateAsync(request);
        onDone();
      }}
      submitLabel="Agregar alumno existente"
      errorFallback="No se pudo agregar al alumno."
      submitDisabled={form.values.alumno === 0}
    >
      {studentSearch((student) => form.setFieldValue('alumno', student?.id ?? 0))}
    </Form>
  );
}
