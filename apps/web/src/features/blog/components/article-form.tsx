import { ZActualizarArticuloRequest } from '@academia/contract/blog/actualizar-articulo';
import type { TArticulo } from '@academia/contract/blog/blog-fields';
import { FileInput, Image, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { Form } from '~/components/ui/form';
import { FormError } from '~/components/ui/form-error';
import { RichTextEditor } from '~/components/ui/rich-text-editor';
import { useContractForm } from '~/components/ui/use-contract-form';
import { uploadsUrl } from '~/lib/seo';
import { useCategorias } from '../api/get-categorias';

/** The update call's checks without the article's id: adding checks the same fields. */
const ZArticleFields = ZActualizarArticuloRequest.omit({ articulo: true });

/** The checked fields (`activo` matters only when editing) and the chosen files. */
export type ArticleFormValues = z.input<typeof ZArticleFields> & {
  imagen: File | null;
  archivos: File[];
};

interface ArticleFormProps {
  /** Editing: the current article (status, current image); adding: none. */
  articulo?: TArticulo;
  submitLabel: string;
  /** Sends the article (a mutation's `mutateAsync`); its failure is shown by the form. */
  onSubmit: (values: ArticleFormValues) => Promise<unknown>;
}

const VIDEO_HINT =
  'Pega el enlace de YouTube para insertar (por ejemplo https://www.youtube.com/embed/XXXXXXXX).';

/** The article editor of admin/agregar-articulo and admin/editar-articulo/:slug. */
export function ArticleForm({ articulo, submitLabel, onSubmit }: ArticleFormProps) {
  const categorias = useCategorias();
  const [imagen, setImagen] = useState<File | null>(null);
  const [archivos, setArchivos] = useState<File[]>([]);
  const form = useContractForm({
    schema: ZArticleFields,
    initialValues: {
      nombre: articulo?.nombre ?? '',
      descripcion: articulo?.descripcion ?? '',
      video: articulo?.video ?? '',
      contenido: articulo?.contenido ?? '',
      categoria: articulo ? String(articulo.categoria) : '',
      activo: articulo ? String(articulo.activo) : '1',
    },
  });

  return (
    <Form
      form={form}
      submitLabel={submitLabel}
      errorFallback="No se pudo guardar el artículo."
      onSubmit={(fields) => onSubmit({ ...fields, imagen, archivos })}
    >
      <FormError message={categorias.isError ? categorias.error.message : null} />
      <TextInput label="Título" {...form.getInputProps('nombre')} />
      <TextInput label="Video" description={VIDEO_HINT} {...form.getInputProps('video')} />
      <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
      <Select
        label="Categoría"
        placeholder={categorias.isPending ? 'Cargando categorías…' : 'Selecciona una categoría'}
        data={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        value={form.values.categoria || null}
        onChange={(v) => form.setFieldValue('categoria', v ?? '')}
        error={form.errors.categoria}
      />
      {articulo && (
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
        value={imagen}
        onChange={setImagen}
      />
      {!articulo && (
        <FileInput label="Archivos" multiple clearable value={archivos} onChange={setArchivos} />
      )}
      <RichTextEditor
        label="Contenido"
        value={form.values.contenido}
        onChange={(html) => form.setFieldValue('contenido', html)}
      />
    </Form>
  );
}
