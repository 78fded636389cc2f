import type { TArticulo } from '@academia/contract/blog/blog-fields';
import { Button, FileInput, Image, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { uploadsUrl } from '~/lib/seo';
import { useCategorias } from '../api/get-categorias';

export interface ArticleFormValues {
  nombre: string;
  descripcion: string;
  video: string;
  contenido: string;
  categoria: string;
  activo: string;
  imagen: File | null;
  archivos: File[];
}

interface ArticleFormProps {
  /** Editing: the current article (status, current image); adding: none. */
  articulo?: TArticulo;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: ArticleFormValues) => void;
}

const VIDEO_HINT =
  'Pega el enlace de YouTube para insertar (por ejemplo https://www.youtube.com/embed/XXXXXXXX).';

/** The article editor of admin/agregar-articulo and admin/editar-articulo/:slug. */
export function ArticleForm({ articulo, submitLabel, saving, error, onSubmit }: ArticleFormProps) {
  const categorias = useCategorias();
  const [values, setValues] = useState<ArticleFormValues>({
    nombre: articulo?.nombre ?? '',
    descripcion: articulo?.descripcion ?? '',
    video: articulo?.video ?? '',
    contenido: articulo?.contenido ?? '',
    categoria: articulo ? String(articulo.categoria) : '',
    activo: articulo ? String(articulo.activo) : '1',
    imagen: null,
    archivos: [],
  });
  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack>
        <FormError message={error ?? (categorias.isError ? categorias.error.message : null)} />
        <TextInput
          label="Título"
          value={values.nombre}
          onChange={(e) => set('nombre', e.currentTarget.value)}
        />
        <TextInput
          label="Video"
          description={VIDEO_HINT}
          value={values.video}
          onChange={(e) => set('video', e.currentTarget.value)}
        />
        <Textarea
          label="Descripción"
          autosize
          minRows={2}
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.currentTarget.value)}
        />
        <Select
          label="Categoría"
          placeholder={categorias.isPending ? 'Cargando categorías…' : 'Selecciona una categoría'}
          data={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
          value={values.categoria || null}
          onChange={(v) => set('categoria', v ?? '')}
        />
        {articulo && (
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
        {articulo?.imagen && (
          <div>
            <Text size="sm" fw={500} mb={4}>
              Imagen actual
            </Text>
            <Image src={uploadsUrl(articulo.imagen)} alt="Imagen actual" w={240} radius="sm" />
          </div>
        )}
        <FileInput
          label={articulo ? 'Nueva imagen' : 'Imagen'}
          accept="image/*"
          clearable
          value={values.imagen}
          onChange={(f) => set('imagen', f)}
        />
        {!articulo && (
          <FileInput
            label="Archivos"
            multiple
            clearable
            value={values.archivos}
            onChange={(f) => set('archivos', f)}
          />
        )}
        <RichTextEditor
          label="Contenido"
          value={values.contenido}
          onChange={(html) => set('contenido', html)}
        />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
