import {
  CERTIFICADO_ENVIADO,
  ZEnviarCertificadoEmailRequest,
} from '@academia/contract/certificates/enviar-certificado-email';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { errorMessage } from '~/lib/api-client';
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

function SendForm({
  alumnoCurso,
  curso,
  email,
  alumnoNombre,
  onClose,
}: Pick<CertificateActionsProps, 'alumnoCurso' | 'curso' | 'email' | 'alumnoNombre'> & {
  onClose: () => void;
}) {
  const send = useEnviarCertificadoEmail();
  const form = useContractForm({
    schema: ZEnviarCertificadoEmailRequest,
    initialValues: { email },
    toRequest: (values) => ({ ...values, alumno: alumnoCurso, curso }),
  });
  return (
    <Form
      form={form}
      submitLabel="Enviar"
      errorFallback="No se pudo enviar el correo."
      success={send.isSuccess ? (send.data ?? CERTIFICADO_ENVIADO) : null}
      actions={
        <Button variant="default" onClick={onClose}>
          Cerrar
        </Button>
      }
      onSubmit={(request) => send.mutateAsync(request)}
    >
      <Text size="sm">
        Se enviará el reconocimiento en PDF y el enlace a la página pública del certificado de{' '}
        {alumnoNombre}.
      </Text>
      <TextInput
        label="Correo electrónico"
        type="email"
        required
        {...form.getInputProps('email')}
      />
    </Form>
  );
}

function SendByEmail(
  props: Pick<CertificateActionsProps, 'alumnoCurso' | 'curso' | 'email' | 'alumnoNombre'>,
) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={open}
        aria-label={`Enviar por correo el certificado de ${props.alumnoNombre}`}
      >
        Enviar por correo
      </Button>
      <Modal opened={opened} onClose={close} title="Enviar certificado por correo" size="lg">
        {opened && <SendForm {...props} onClose={close} />}
      </Modal>
    </>
  );
}

function Revoke({
  alumnoCurso,
  alumnoNombre,
  onChanged,
}: Pick<CertificateActionsProps, 'alumnoCurso' | 'alumnoNombre' | 'onChanged'>) {
  const revoke = useRevocarCertificadoAlumno();
  const { confirm, dialog } = useConfirm();
  const ask = async () => {
    const revoked = await confirm({
      title: 'Revocar certificado',
      question: `¿Seguro que deseas revocar el certificado de ${alumnoNombre}? Su página pública y su credencial dirán desde ahora que fue revocado. Podrás generar uno nuevo, con otro código.`,
      confirmLabel: 'Revocar certificado',
      action: () => revoke.mutateAsync({ alumno: alumnoCurso }),
      errorFallback: 'No se pudo revocar el certificado.',
    });
    if (revoked) onChanged();
  };
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={ask}
        aria-label={`Revocar el certificado de ${alumnoNombre}`}
      >
        Revocar
      </Button>
      {dialog}
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
            {errorMessage(generate.error, 'No se pudo generar el certificado.')}
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
