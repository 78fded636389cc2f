import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { data, useNavigate } from 'react-router';
import columns from '~/components/ui/page-columns.module.css';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta } from '~/lib/seo';
import { getArticulos } from '../api/get-articulos';
import { getCategorias } from '../api/get-categorias';
import { getNoticias } from '../api/get-noticias';
import { ArticleCard } from '../components/article-card';
import { BlogSidePanel } from '../components/blog-side-panel';
import { NewsBlock } from '../components/news-block';
import type { Route } from './+types/blog-screen';

function positiveInt(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/** blog/:categoria? — rendered on the server: the list, the categories and the news. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  const categoria = params.categoria === undefined ? undefined : positiveInt(params.categoria);
  if (params.categoria !== undefined && categoria === undefined) {
    throw data('No encontrado', { status: 404 });
  }
  const page = positiveInt(new URL(request.url).searchParams.get('page')) ?? 1;
  const [articulos, categorias, noticias] = await Promise.all([
    getArticulos({ categoria, page }, { fetchApi }),
    getCategorias({ fetchApi }),
    getNoticias({ fetchApi }),
  ]);
  const actual = categorias.find((c) => c.id === categoria);
  if (categoria !== undefined && !actual) throw data('No encontrado', { status: 404 });
  // Counted here, on the server: the page size lives in the contract, whose zod schemas the
  // public page would otherwise load.
  const totalPages = totalPagesOf(articulos.count, BLOG_PAGE_SIZE);
  return {
    articulos,
    categorias,
    noticias,
    categoria,
    page,
    totalPages,
    publicUrl,
    academyName,
    actual,
  };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  const path = d.categoria ? `/blog/${d.categoria}` : '/blog';
  return seoMeta({
    title: d.actual ? `Blog: ${d.actual.nombre}` : 'Blog',
    description: d.actual
      ? `Artículos de ${d.actual.nombre} para profesionales de TI.`
      : 'Artículos, guías y noticias para profesionales de TI: datos, redes, nube, ciberseguridad y carrera.',
    path: d.page > 1 ? `${path}?page=${d.page}` : path,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
  });
}

export default function BlogScreen({ loaderData }: Route.ComponentProps) {
  const { articulos, categorias, noticias, categoria, page, totalPages, actual } = loaderData;
  const navigate = useNavigate();
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {actual ? `Blog: ${actual.nombre}` : 'Blog'}
      </Title>
      <div className={`${columns.columns} ${columns.sideLast}`}>
        <Stack gap="lg">
          {articulos.results.length === 0 ? (
            <Text c="dimmed">Todavía no hay artículos publicados aquí.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {articulos.results.map((a) => (
                <ArticleCard key={a.id} articulo={a} />
              ))}
            </SimpleGrid>
          )}
          <PageLinks
            page={page}
            totalPages={totalPages}
            maxLinks={7}
            onChange={(n) => void navigate(n === 1 ? '?' : `?page=${n}`)}
          />
        </Stack>
        <Stack gap="lg">
          <BlogSidePanel categorias={categorias} actual={categoria} />
          <NewsBlock noticias={noticias} />
        </Stack>
      </div>
    </Container>
  );
}
