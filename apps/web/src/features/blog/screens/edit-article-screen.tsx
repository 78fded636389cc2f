import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '~/components/ui/error-screen';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { useActualizarArticulo } from '../api/actualizar-articulo';
import { useEditarArticulo } from '../api/editar-articulo';
import { ArticleForm, type ArticleFormValues } from '../components/article-form';
import type { Route } from './+types/edit-article-screen';

export const meta = () => [{ title: 'Editar artículo' }];

/** admin/editar-articulo/:slug. A successful update goes back to the article list (spec). */
export default function EditArticleScreen({ params }: Route.ComponentProps) {
  const articulo = useEditarArticulo(params.slug);
  const actualizar = useActualizarArticulo();
  const navigate = useNavigate();

  if (articulo.isPending) return <PageLoader />;
  if (articulo.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="lg">
          Editar artículo
        </Title>
        <FormError message={articulo.error.message} />
      </Container>
    );
  }
  if (!articulo.data) return <ErrorScreen />;

  const handleSubmit = (v: ArticleFormValues) => {
    return actualizar
      .mutateAsync({
        input: {
          articulo: articulo.data.id,
          nombre: v.nombre,
          descripcion: v.descripcion,
          contenido: v.contenido,
          video: v.video,
          categoria: v.categoria,
          activo: v.activo,
        },
        imagen: v.imagen,
      })
      .then(() => navigate('/admin/listado-articulos'));
  };

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Editar artículo
      </Title>
      <ArticleForm articulo={articulo.data} submitLabel="Actualizar" onSubmit={handleSubmit} />
    </Container>
  );
}
