import { ZEnviarCertificadoEmailRequest } from '@academia/contract/certificates/enviar-certificado-email';
import { ZGenerarCertificadoAlumnoRequest } from '@academia/contract/certificates/generar-certificado-alumno';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Form } from '~/components/ui/form';
import { FormModal } from '~/components/ui/form-modal';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { errorMessage } from '~/lib/api-client';
import { ApiError } from '~/lib/api-error';
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
  /** Why the current certificate was issued without completion (staff only), or null. */
  motivo?: string | null;
  /** After generating or revoking: the spec reloads the list. */
  onChanged: () => void;
}

/** The spec's e-mail timer: the success message shows 2 s, then the modal closes. */
const CLOSE_AFTER_MS = 2000;

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
  const sent = useTimedMessage(CLOSE_AFTER_MS);
  // A second click can land before React re-renders the disabled button: one request at a time.
  const sending = useRef(false);
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
      success={sent.message}
      submitDisabled={send.isPending}
      actions={
        <Button variant="default" onClick={onClose}>
          Cerrar
        </Button>
      }
      onSubmit={async (request) => {
        if (sending.current) return;
        sending.current = true;
        try {
          const mensaje = await send.mutateAsync(request);
          sent.show(mensaje, onClose);
        } finally {
          sending.current = false;
        }
      }}
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
 * The reason form shown when the server refuses a certificate because the enrolment has not
 * completed its course (409, decision 018): its message says what is missing; a reason issues
 * the certificate anyway.
 */
function IssueWithReason({
  alumnoCurso,
  alumnoNombre,
  missing,
  onIssued,
  onClose,
}: {
  alumnoCurso: number;
  alumnoNombre: string;
  missing: string;
  onIssued: () => void;
  onClose: () => void;
}) {
  const generate = useGenerarCertificadoAlumno();
  const form = useContractForm({
    schema: ZGenerarCertificadoAlumnoRequest,
    initialValues: { motivo: '' },
    toRequest: (values) => ({ ...values, alumno: alumnoCurso }),
  });
  return (
    <FormModal
      title={`Certificado de ${alumnoNombre}`}
      onClose={onClose}
      form={form}
      submitLabel="Emitir con este motivo"
      errorFallback="No se pudo generar el certificado."
      actions={
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
      }
      onSubmit={async (request) => {
        await generate.mutateAsync(request);
        onIssued();
        onClose();
      }}
    >
      {/* Title and text in the body's own colour: a yellow title fails contrast (WCAG AA). */}
      <Alert color="yellow" variant="light">
        <Text fw={700}>El alumno no ha completado el curso</Text>
        <Text size="sm">{missing}</Text>
      </Alert>
      <Textarea
        label="Motivo"
        description="Solo lo ven los administradores, en esta tabla y en la bitácora; nunca aparece en el certificado público."
        placeholder="Por ejemplo: Curso presencial"
        required
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('motivo')}
      />
    </FormModal>
  );
}

function Generate({
  alumnoCurso,
  alumnoNombre,
  onChanged,
}: Pick<CertificateActionsProps, 'alumnoCurso' | 'alumnoNombre' | 'onChanged'>) {
  const generate = useGenerarCertificadoAlumno();
  const [missing, setMissing] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async () => {
    setFailure(null);
    try {
      await generate.mutateAsync({ alumno: alumnoCurso });
      onChanged();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setMissing(err.message);
      else setFailure(err);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        loading={generate.isPending}
        onClick={run}
        aria-label={`Generar el certificado de ${alumnoNombre}`}
      >
        Generar
      </Button>
      {failure !== null && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(failure, 'No se pudo generar el certificado.')}
        </Text>
      )}
      {missing !== null && (
        <IssueWithReason
          alumnoCurso={alumnoCurso}
          alumnoNombre={alumnoNombre}
          missing={missing}
          onIssued={onChanged}
          onClose={() => setMissing(null)}
        />
      )}
    </Stack>
  );
}

/**
 * The certificate actions of one enrolled student (spec, students of a course): "0" shows
 * Generar; "1" the view link, send by e-mail and revoke, and the reason when it was issued
 * without completion. Self-contained, to be mounted in any table of enrolments.
 */
export function CertificateActions(props: CertificateActionsProps) {
  const { alumnoCurso, estatusCertificado, uniqueId, cursoSlug, alumnoNombre, onChanged } = props;
  if (estatusCertificado === '0' || !uniqueId) {
    return <Generate alumnoCurso={alumnoCurso} alumnoNombre={alumnoNombre} onChanged={onChanged} />;
  }
  return (
    <Stack gap={4} align="flex-start">
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
      {props.motivo && (
        <Text size="xs" c="dimmed">
          Emitido sin completar el curso. Motivo: {props.motivo}
        </Text>
      )}
    </Stack>
  );
}
