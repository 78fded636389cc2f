import type { TPersona } from '@academia/contract/people/people-schemas';
import { Alert, Button, FileInput, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PasswordField } from '~/components/ui/password-field';
import { ApiError } from '~/lib/api-error';
import { useActualizarAlumno } from '../api/actualizar-alumno';

export const CONTRASENAS_DISTINTAS = 'Las contraseñas no son iguales.';
export const ALUMNO_ACTUALIZADO = 'Alumno actualizado correctamente';

interface Props {
  alumno: TPersona | null;
  onClose: () => void;
}

/**
 * The spec's edit-student modal. A password and its confirmation that differ show the
 * message for 3 s and nothing is sent; an empty password keeps the current one.
 */
export function EditStudentModal({ alumno, onClose }: Props) {
  return (
    <Modal opened={alumno !== null} onClose={onClose} size="lg" title="Editar alumno">
      {alumno && <EditStudentForm key={alumno.id} alumno={alumno} onClose={onClose} />}
    </Modal>
  );
}

function EditStudentForm({ alumno, onClose }: { alumno: TPersona; onClose: () => void }) {
  const actualizar = useActualizarAlumno();
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState(false);
  const [imagen, setImagen] = useState<File | null>(null);

  useEffect(() => {
    if (!mismatch) return;
    const timer = setTimeout(() => setMismatch(false), 3000);
    return () => clearTimeout(timer);
  }, [mismatch]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, 3000);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '');
    if (text('password') !== text('password2')) {
      setMismatch(true);
      return;
    }
    actualizar.mutate(
      {
        alumno: alumno.id,
        first_name: text('first_name'),
        last_name: text('last_name'),
        apellido_materno: text('apellido_materno'),
        celular: text('celular'),
        email: text('email'),
        username: text('email'),
        password: text('password'),
        empleo_actual: text('empleo_actual'),
        empresa: text('empresa'),
        imagen,
      },
      { onSuccess: () => setDone(true) },
    );
  };

  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {ALUMNO_ACTUALIZADO}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <FormError
          message={
            actualizar.error instanceof ApiError
              ? actualizar.error.message
              : actualizar.error
                ? 'No se pudo actualizar al alumno.'
                : null
          }
        />
        {mismatch && (
          <Alert color="red" variant="light" role="alert">
            {CONTRASENAS_DISTINTAS}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput name="first_name" label="Nombre" required defaultValue={alumno.first_name} />
          <TextInput
            name="last_name"
            label="Apellido paterno"
            required
            defaultValue={alumno.last_name}
          />
          <TextInput
            name="apellido_materno"
            label="Apellido materno"
            defaultValue={alumno.apellido_materno}
          />
          <TextInput name="celular" label="Celular" required defaultValue={alumno.celular} />
          <TextInput
            name="email"
            type="email"
            label="Correo electrónico"
            required
            defaultValue={alumno.email}
          />
          <TextInput
            name="empleo_actual"
            label="Empleo actual"
            defaultValue={alumno.empleo_actual}
          />
          <TextInput name="empresa" label="Empresa" defaultValue={alumno.empresa} />
          <FileInput
            label="Foto"
            accept="image/*"
            clearable
            value={imagen}
            onChange={setImagen}
            placeholder="Elegir imagen"
          />
          <PasswordField
            name="password"
            label="Contraseña"
            description="Déjala vacía para conservar la actual"
            autoComplete="new-password"
          />
          <PasswordField
            name="password2"
            label="Confirmar contraseña"
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Button type="submit" loading={actualizar.isPending}>
          Actualizar
        </Button>
      </Stack>
    </form>
  );
}
