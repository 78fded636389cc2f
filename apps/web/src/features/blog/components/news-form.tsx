import { ZActualizarNoticiaRequest } from '@academia/contract/blog/actualizar-noticia';
import type { TNoticia } from '@academia/contract/blog/blog-fields';
import { FileInput, Image, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { Form } from '~/components/ui/form';
import { useContractForm } from '~/components/ui/use-contract-form';
import { uploadsUrl } from '~/lib/seo';

/** The update call's checks without the item's id: adding checks the same fields. */
const ZNewsFields = ZActualizarNoticiaRequest.omit({ noticia: true });

/** The checked fields (`activo` matters only when editing) and the chosen files. */
export type NewsFormValues = z.input<typeof ZNewsFields> & {
  imagen: File | null;
  logo_medio: File | null;
};

interface NewsFormProps {
  noticia?: TNoticia;
  submitLabel: string;
  /** Sends the item (a mutation's `mutateAsync`); its failure is shown by the form. */
  onSubmit: (values: NewsFormValues) => Promise<unknown>;
}

/** A news item's form (admin/editar-noticia/:id and admin/agregar-noticia). */
export function NewsForm({ noticia, submitLabel, onSubmit }: NewsFormProps) {
  const [imagen, setImagen] = useState<File | null>(null);
  const [logoMedio, setLogoMedio] = useState<File | null>(null);
  const form = useContractForm({
    schema: ZNewsFields,
    initialValues: {
      nombre: noticia?.nombre ?? '',
      medio: noticia?.medio ?? '',
      link: noticia?.link ?? '',
      activo: noticia ? String(noticia.activo) : '1',
    },
  });
  return (
    <Form
      form={form}
      submitLabel={submitLabel}
      errorFallback="No se pudo guardar la noticia."
      onSubmit={(fields) => onSubmit({ ...fields, imagen, logo_medio: logoMedio })}
    >
      <TextInput label="Título" {...form.getInputProps('nombre')} />
      <TextInput label="Medio" {...form.getInputProps('medio')} />
      <TextInput label="Enlace" type="url" placeholder="https://" {...form.getInputProps('link')} />
      {noticia && (
        <Select
          label="Estado"
          data={[
            { value: '1', label: 'Activo' },
            { value: '0', label: 'Inactivo' },
          ]}
          value={form.values.activo}
          onChange={(v) => form.setFieldValue('activo', v ?? '1')}
          error={form.errors.activo}
          allowDeselect={false}
        />
      )}
      {noticia?.imagen && (
        <div>
          <Text size="sm" fw={500} mb={4}>
            Imagen actual
          </Text>
          <Image src={uploadsUrl(noticia.imagen)} alt="Imagen actual" w={200} radius="sm" />
        </div>
      )}
      <FileInput
        label={noticia ? 'Nueva imagen' : 'Imagen'}
        accept="image/*"
        clearable
        value={imagen}
        onChange={setImagen}
      />
      <FileInput
        label="Logo del medio"
        accept="image/*"
        clearable
        value={logoMedio}
        onChange={setLogoMedio}
      />
    </Form>
  );
}
