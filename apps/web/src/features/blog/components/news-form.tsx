import type { TNoticia } from '@academia/contract/blog/blog-fields';
import { Button, FileInput, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { uploadsUrl } from '~/lib/seo';

export interface NewsFormValues {
  nombre: string;
  medio: string;
  link: string;
  activo: string;
  imagen: File | null;
  logo_medio: File | null;
}

interface NewsFormProps {
  noticia?: TNoticia;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: NewsFormValues) => void;
}

/** A news item's form (admin/editar-noticia/:id and admin/agregar-noticia). */
export function NewsForm({ noticia, submitLabel, saving, error, onSubmit }: NewsFormProps) {
  const [values, setValues] = useState<NewsFormValues>({
    nombre: noticia?.nombre ?? '',
    medio: noticia?.medio ?? '',
    link: noticia?.link ?? '',
    activo: noticia ? String(noticia.activo) : '1',
    imagen: null,
    logo_medio: null,
  });
  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <FormError message={error} />
        <TextInput
          label="Título"
          value={values.nombre}
          onChange={(e) => set('nombre', e.currentTarget.value)}
        />
        <TextInput
          label="Medio"
          value={values.medio}
          onChange={(e) => set('medio', e.currentTarget.value)}
        />
        <TextInput
          label="Enlace"
          type="url"
          placeholder="https://"
          value={values.link}
          onChange={(e) => set('link', e.currentTarget.value)}
        />
        {noticia && (
          <Select
            label="Estado"
            data={[
              { value: '1', label: 'Activo' },
              { value: '0', label: 'Inactivo' },
            ]}
            value={values.activo}
            onChange={(v) => set('activo', v ?? '1')}
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
          value={values.imagen}
          onChange={(f) => set('imagen', f)}
        />
        <FileInput
          label="Logo del medio"
          accept="image/*"
          clearable
          value={values.logo_medio}
          onChange={(f) => set('logo_medio', f)}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
