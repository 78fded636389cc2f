import { Alert, Container, Title } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { useActualizarNoticia } from '../api/actualizar-noticia';
import { useEditarNoticia } from '../api/editar-noticia';
import { NewsForm, type NewsFormValues } from '../components/news-form';
import type { Route } from './+types/edit-news-screen';

export const meta = () => [{ title: 'Editar medio' }];

/** admin/editar-noticia/:id. A successful update shows the saved item again (spec: reload). */
export default function EditNewsScreen({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const noticia = useEditarNoticia(valid ? id : 0);
  const actualizar = useActualizarNoticia();

  const body = () => {
    if (!valid) return <FormError message="No encontramos esa noticia." />;
    if (noticia.isPending) return <PageLoader />;
    if (noticia.isError) return <FormError message={noticia.error.message} />;
    const handleSubmit = (v: NewsFormValues) =>
      actualizar.mutateAsync({
        input: {
          noticia: id,
          nombre: v.nombre,
          medio: v.medio,
          link: v.link,
          activo: v.activo,
        },
        files: { imagen: v.imagen, logo_medio: v.logo_medio },
      });
    return (
      <>
        {actualizar.isSuccess && (
          <Alert color="green" variant="light" role="status" mb="md">
            ¡Se han actualizado los datos correctamente!
          </Alert>
        )}
        <NewsForm
          key={noticia.dataUpdatedAt}
          noticia={noticia.data}
          submitLabel="Actualizar"
          onSubmit={handleSubmit}
        />
      </>
    );
  };

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Editar medio
      </Title>
      {body()}
    </Container>
  );
}
