import { ZAgregarAvisoRequest } from '@academia/contract/announcements/agregar-aviso';
import { TextInput } from '@mantine/core';
import { Form } from '~/components/ui/form';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useTimedMessage } from '~/components/ui/use-timed-message';
import { useAgregarAviso } from '../api/agregar-aviso';

interface Props {
  curso: number;
  /** One group; without it the announcement goes to the whole course. */
  grupo?: number;
}

/** 'Publicar aviso': a title and rich text, checked by agregarAviso's contract schema. */
export function AnnouncementForm({ curso, grupo }: Props) {
  const post = useAgregarAviso();
  const success = useTimedMessage(3000);
  const form = useContractForm({
    schema: ZAgregarAvisoRequest,
    initialValues: { titulo: '', contenido: '' },
    toRequest: (v) => ({ curso, grupo, titulo: v.titulo, contenido: v.contenido }),
  });
  const contenidoError = form.errors.contenido;
  return (
    <Form
      form={form}
      label="Publicar aviso"
      submitLabel="Publicar aviso"
      errorFallback="No se pudo publicar el aviso."
      success={success.message}
      onSubmit={async (request) => {
        const aviso = await post.mutateAsync(request);
        form.reset();
        success.show(
          aviso.destinatarios === 1
            ? 'Aviso publicado y enviado a 1 alumno.'
            : `Aviso publicado y enviado a ${aviso.destinatarios} alumnos.`,
        );
      }}
    >
      <TextInput label="Título" maxLength={200} {...form.getInputProps('titulo')} />
      <RichTextEditor
        label="Contenido"
        value={form.values.contenido}
        onChange={(html) => form.setFieldValue('contenido', html)}
        error={typeof contenidoError === 'string' ? contenidoError : null}
      />
    </Form>
  );
}
