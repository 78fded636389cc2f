import { OPORTUNIDADES_PAGE_SIZE } from '@academia/contract/career/get-oportunidades-alumno';
import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { PageLoader } from '~/components/ui/page-loader';
import { useGetOportunidadesAlumno } from '../api/get-oportunidades-alumno';
import { OpportunityCard } from '../components/opportunity-card';

export function meta() {
  return [{ title: 'Oportunidades' }];
}

/** plataforma/oportunidades: the open vacancies ranked by fit with the student's skills. */
export default function OpportunitiesScreen() {
  const [page, setPage] = useState(1);
  const query = useGetOportunidadesAlumno({ page });
  const data = query.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Oportunidades</Title>
          <Text c="dimmed" mt={4}>
            Vacantes abiertas ordenadas según las competencias de tus cursos terminados, tus
            certificados vigentes y tu CV.
          </Text>
        </div>
        {query.isPending && <PageLoader />}
        {query.isError && (
          <Alert color="red" role="alert" title="No se pudieron cargar las oportunidades">
            <Text size="sm" mb="sm">
              {query.error.message}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          </Alert>
        )}
        {data && !data.emparejar && (
          <Alert color="blue" title="Las recomendaciones están desactivadas">
            Elegiste no recibir vacantes recomendadas. Para verlas, activa «Recomendarme vacantes»
            en{' '}
            <Anchor component={Link} to="/plataforma/perfil">
              Mi Perfil
            </Anchor>
            , sección «Bolsa de trabajo y privacidad».
          </Alert>
        )}
        {data?.emparejar && data.count === 0 && (
          <Text>
            No hay vacantes abiertas por ahora. Vuelve pronto o revisa la{' '}
            <Anchor component={Link} to="/jobs">
              bolsa de trabajo
            </Anchor>
            .
          </Text>
        )}
        {data?.results.map((o) => (
          <OpportunityCard key={o.unique_id} oportunidad={o} />
        ))}
        {data && (
          <PageLinks
            page={page}
            totalPages={totalPagesOf(data.count, OPORTUNIDADES_PAGE_SIZE)}
            onChange={(n) => {
              setPage(n);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
