import { Alert, Container, Title } from '@mantine/core';
import { useState } from 'react';
import { useAgregarNoticia } from '../api/agregar-noticia';
import { NewsForm, type NewsFormValues } from '../components/news-form';

export const meta = () => [{ title: 'Nueva noticia' }];

/** admin/agregar-noticia: a new news item; the form starts over after adding. */
export default function AddNewsScreen() {
  const agregar = useAgregarNoticia();
  const [formKey, setFormKey] = useState(0);
  const handleSubmit = (v: NewsFormValues) => {
    return agregar
      .mutateAsync({
        input: { nombre: v.nombre, medio: v.medio, link: v.link },
        files: { imagen: v.imagen, logo_medio: v.logo_medio },
      })
      .then(() => setFormKey((k) => k + 1));
  };
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Nueva noticia
      </Title>
      {agregar.isSuccess && (
        <Alert color="green" variant="light" role="status" mb="md">
          La noticia se ha agregado con éxito.
        </Alert>
      )}
      <NewsForm key={formKey} submitLabel="Agregar" onSubmit={handleSubmit} />
    </Container>
  );
}
