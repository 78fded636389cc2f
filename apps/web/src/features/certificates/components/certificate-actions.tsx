import { CERTIFICADO_ENVIADO } from '@academia/contract/certificates/enviar-certificado-email';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { useEnviarCertificadoEmail } from '../api/enviar-certificado-email';
import { useGenerarCertificadoAlumno } from '../api/generar-certificado-alumno';
import { useRevocarCertificadoAlumno } from '../api/revocar-certificado-alumno';
import { publicCertificatePath } from '../certificate-links';

export interface CertificateActionsProps {
  /** The enrolment's id (`alumno_curso`), what the certificate calls take as `alumno`. */
  alumnoCurso: number;
  /** "0" not generated (or revoked), "1" generated. */
  estatusCertificado: '0' | '1';
  /** The current certificate's code; needed when the status is "1". */
  uniqueId: string | null;
  /** The student's e-mail, proposed in the send-by-e-mail modal. */
  email: string;
  /** The course's id and slug (the public page's address). */
  curso: number;
  cursoSlug: string;
  /** The student's name, for accessible labels. */
  alumnoNombre: string;
  /** After generating or revoking: the spec reloads the list. */
  onChanged: () => void;
}

function SendByEmail({
  alumnoCurso,
  curso,
  email,
  alumnoNombre,
}: Pick<CertificateActionsProps, 'alumnoCurso' | 'curso' | 'email' | 'alumnoNombre'>) {
  const [opened, { open, close }] = useDisclosure(false);
  const [to, setTo] = useState(email);
  const send = useEnviarCertificadoEmail();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ email: to, alumno: alumnoCurso, curso });
  };
  const openModal = () => {
    setTo(email);
    send.reset();
    open();
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={openModal}
        aria-label={`Enviar por correo el certificado de ${alumnoNombre}`}
      >
        Enviar por correo
      </Button>
      <Modal opened={opened} onClose={close} title="Enviar certificado por correo" size="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            {send.isSuccess ? (
              <Alert color="teal" variant="light" role="status">
                {send.data ?? CERTIFICADO_ENVIADO}
              </Alert>
            ) : (
              <FormError message={send.error?.message} />
            )}
            <Text size="sm">
              Se enviará el reconocimiento en PDF y el enlace a la página pública del certificado de{' '}
              {alumnoNombre}.
            </Text>
            <TextInput
              label="Correo electrónico"
              type="email"
              required
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cerrar
              </Button>
              <Button type="submit" loading={send.isPending}>
                Enviar
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function Revoke({
  alumnoCurso,
  alumnoNombre,
  onChanged,
}: Pick<CertificateActionsProps, 'alumnoCurso' | 'alumnoNombre' | 'onChanged'>) {
  const [opened, { open, close }] = useDisclosure(false);
  const revoke = useRevocarCertificadoAlumno();
  const confirm = () =>
    revoke.mutate(
      { alumno: alumnoCurso },
      {
        onSuccess: () => {
          close();
          onChanged();
        },
      },
    );
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() => {
          revoke.reset();
          open();
        }}
        aria-label={`Revocar el certificado de ${alumnoNombre}`}
      >
        Revocar
      </Button>
      <Modal opened={opened} onClose={close} title="Revocar certificado" size="lg">
        <Stack>
          <FormError message={revoke.error?.message} />
          <Text>
            ¿Seguro que deseas revocar el certificado de {alumnoNombre}? Su página pública y su
            credencial dirán desde ahora que fue revocado. Podrás generar uno nuevo, con otro
            código.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirm} loading={revoke.isPending}>
              Revocar certificado
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The certificate actions of one enrolled student (spec, students of a course): "0" shows
 * Generar; "1" the view link, send by e-mail and revoke. Self-contained, to be mounted in any
 * table of enrolments.
 */
export function CertificateActions(props: CertificateActionsProps) {
  const generate = useGenerarCertificadoAlumno();
  const { alumnoCurso, estatusCertificado, uniqueId, cursoSlug, alumnoNombre, onChanged } = props;
  if (estatusCertificado === '0' || !uniqueId) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          size="xs"
          loading={generate.isPending}
          onClick={() => generate.mutate({ alumno: alumnoCurso }, { onSuccess: onChanged })}
          aria-label={`Generar el certificado de ${alumnoNombre}`}
        >
          Generar
        </Button>
        {generate.error && (
          <Text size="xs" c="red" role="alert">
            {generate.error.message}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component="a"
        size="xs"
        variant="default"
        href={publicCertificatePath(uniqueId, cursoSlug)}
        target="_blank"
        rel="noopener"
        aria-label={`Ver el certificado de ${alumnoNombre}`}
      >
        Ver
      </Button>
      <SendByEmail {...props} />
      <Revoke alumnoCurso={alumnoCurso} alumnoNombre={alumnoNombre} onChanged={onChanged} />
    </Group>
  );
}
