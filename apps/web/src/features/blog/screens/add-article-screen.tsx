import { Alert, Anchor, Container, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAgregarArticulo } from '../api/agregar-articulo';
import { ArticleForm, type ArticleFormValues } from '../components/article-form';

export const meta = () => [{ title: 'Nuevo artículo' }];

/** admin/agregar-articulo. After adding, the form starts over empty (the spec reloads the page). */
export default function AddArticleScreen() {
  const agregar = useAgregarArticulo();
  const [formKey, setFormKey] = useState(0);

  const handleSubmit = (v: ArticleFormValues) => {
    return agregar
      .mutateAsync({
        input: {
          nombre: v.nombre,
          descripcion: v.descripcion,
          contenido: v.contenido,
          video: v.video,
          categoria: v.categoria,
        },
        imagen: v.imagen,
        archivos: v.archivos,
      })
      .then(() => setFormKey((k) => k + 1));
  };

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Nuevo artículo
      </Title>
      {agregar.isSuccess && (
        <Alert color="green" variant="light" role="status" mb="md">
          El artículo se ha agregado con éxito.{' '}
          <Anchor component={Link} to={`/articulo/${agregar.data.slug}`}>
            Ver el artículo
          </Anchor>
        </Alert>
      )}
      <ArticleForm key={formKey} submitLabel="Agregar" onSubmit={handleSubmit} />
    </Container>
  );
}
