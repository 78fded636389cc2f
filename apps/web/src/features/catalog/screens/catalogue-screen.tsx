import { CATALOGO_POR_PAGINA } from '@academia/contract/catalog/get-catalogo-cursos';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { data, useNavigate } from 'react-router';
import { JsonLd } from '~/components/ui/json-ld';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta } from '~/lib/seo';
import { getCatalogoCursos } from '../api/get-catalogo-cursos';
import { CategoryFilter } from '../components/category-filter';
import { CourseCard } from '../components/course-card';
import type { Route } from './+types/catalogue-screen';

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** The address of a page of the catalogue, as its links and its canonical tag write it. */
function catalogueHref(categoria: number | undefined, page: number): string {
  const query = new URLSearchParams();
  if (categoria !== undefined) query.set('categoria', String(categoria));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/cursos?${text}` : '/cursos';
}

/** cursos — the public catalogue, rendered on the server: the courses on offer by category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  const params = new URL(request.url).searchParams;
  const rawCategoria = params.get('categoria');
  const categoria = positiveInt(rawCategoria);
  if (rawCategoria !== null && categoria === undefined) {
    throw data('No encontrado', { status: 404 });
  }
  const page = positiveInt(params.get('page')) ?? 1;
  const catalogo = await getCatalogoCursos({ categoria, page }, { fetchApi });
  const actual = catalogo.categorias.find((c) => c.id === categoria);
  // A category without courses on offer has no page of its own (nor one that no longer exists).
  if (categoria !== undefined && !actual) throw data('No encontrado', { status: 404 });
  return {
    catalogo,
    actual,
    page,
    // Counted here: the page size lives in the contract, whose schemas the page would load.
    totalPages: totalPagesOf(catalogo.count, CATALOGO_POR_PAGINA),
    offset: (page - 1) * CATALOGO_POR_PAGINA,
    total: catalogo.categorias.reduce((sum, c) => sum + c.cursos, 0),
    publicUrl,
    academyName,
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: d.actual ? `Cursos de ${d.actual.nombre}` : 'Cursos',
    description: d.actual
      ? `Cursos en línea de ${d.actual.nombre} para profesionales de TI: temario, fechas y precio de cada uno.`
      : `Los cursos en línea de ${d.academyName} para profesionales de TI: ciencia de datos, redes, nube, ciberseguridad y más.`,
    path: catalogueHref(d.actual?.id, d.page),
    publicUrl: d.publicUrl,
    academyName: d.academyName,
  });
}

export default function CatalogueScreen({ loaderData }: Route.ComponentProps) {
  const { catalogo, actual, page, totalPages, offset, total, publicUrl } = loaderData;
  const navigate = useNavigate();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{actual ? `Cursos de ${actual.nombre}` : 'Cursos'}</Title>
          <Text c="dimmed" mt="xs">
            Formación práctica en línea, con profesores de la industria y certificado al terminar.
            Elige un curso para ver su temario, fechas y precio.
          </Text>
        </div>
        {catalogo.categorias.length > 0 && (
          <CategoryFilter categorias={catalogo.categorias} actual={actual?.id} total={total} />
        )}
        {catalogo.results.length === 0 ? (
          <Text c="dimmed" py="xl">
            {page > 1
              ? 'Esta página ya no tiene cursos. Vuelve a la primera página del catálogo.'
              : 'Por ahora no hay cursos abiertos. Vuelve pronto: publicamos nuevos cursos cada mes.'}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {catalogo.results.map((curso, i) => (
              <CourseCard key={curso.slug} curso={curso} eager={i < 3} />
            ))}
          </SimpleGrid>
        )}
        <PageLinks
          page={page}
          totalPages={totalPages}
          onChange={(n) => void navigate(catalogueHref(actual?.id, n))}
        />
      </Stack>
      {catalogo.results.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            itemListElement: catalogo.results.map((curso, i) => ({
              '@type': 'ListItem',
              position: offset + i + 1,
              url: `${publicUrl}/curso/${curso.slug}`,
            })),
          }}
        />
      )}
    </Container>
  );
}
