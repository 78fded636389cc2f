import { Alert, Button, Modal, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { type FoundStudent, StudentTypeahead } from '~/components/student-search/student-typeahead';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { useAgregarAlumnoCursoGrupo } from '../api/agregar-alumno-curso-grupo';
import { useAgregarAlumnoExistenteCursoGrupo } from '../api/agregar-alumno-existente-curso-grupo';

export const REGISTRO_EXITOSO = '¡El registro se ha realizado con éxito!';

interface Props {
  opened: boolean;
  onClose: () => void;
  grupo: number;
  curso: number;
}

/** Add a student to the group: a new one (also enrolled in the course) or an existing one. */
export function AddStudentModal({ opened, onClose, grupo, curso }: Props) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      onClose();
    }, 3000);
    return () => clearTimeout(timer);
  }, [done, onClose]);
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title="Agregar alumno">
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
            <ExistingStudentForm grupo={grupo} curso={curso} onDone={() => setDone(true)} />
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '');
    agregar.mutate(
      {
        first_name: text('first_name'),
        last_name: text('last_name'),
        celular: text('celular'),
        email: text('email'),
        username: text('email'),
        empleo_actual: text('empleo_actual'),
        empresa: text('empresa'),
        tipo: 1,
        curso,
        grupo,
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <FormError
          message={agregar.error && errorMessage(agregar.error, 'No se pudo agregar al alumno.')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name="first_name" label="Nombre" required />
          <TextInput name="last_name" label="Apellidos" required />
          <TextInput name="celular" label="Celular" required />
          <TextInput name="email" type="email" label="Correo electrónico" required />
          <TextInput name="empleo_actual" label="Empleo actual" />
          <TextInput name="empresa" label="Empresa" />
        </SimpleGrid>
        <Button type="submit" loading={agregar.isPending}>
          Agregar
        </Button>
      </Stack>
    </form>
  );
}

function ExistingStudentForm({
  grupo,
  curso,
  onDone,
}: {
  grupo: number;
  curso: number;
  onDone: () => void;
}) {
  const agregar = useAgregarAlumnoExistenteCursoGrupo();
  const [picked, setPicked] = useState<FoundStudent | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked) agregar.mutate({ alumno: picked.id, grupo, curso }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <FormError
          message={agregar.error && errorMessage(agregar.error, 'No se pudo agregar al alumno.')}
        />
        <StudentTypeahead onPick={setPicked} />
        <Button type="submit" loading={agregar.isPending} disabled={!picked}>
          Agregar alumno existente
        </Button>
      </Stack>
    </form>
  );
}
