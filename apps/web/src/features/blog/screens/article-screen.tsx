import {
  Anchor,
  AspectRatio,
  Breadcrumbs,
  Container,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { data, Link, redirect } from 'react-router';
import { Tag } from '~/components/ui/tag';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta, shortText, uploadsUrl } from '~/lib/seo';
import { getDetalleArticulo } from '../api/get-detalle-articulo';
import { formatDate } from '../components/format-date';
import { ShareLinks } from '../components/share-links';
import type { Route } from './+types/article-screen';

/**
 * articulo/:slug — an active article, rendered on the server with its sharing tags. An earlier
 * slug of a renamed article finds it too, and answers a permanent redirect to its address now.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { fetchApi, publicUrl, academyName } = serverContext(context);
  let articulo: Awaited<ReturnType<typeof getDetalleArticulo>>;
  try {
    articulo = await getDetalleArticulo(params.slug, { fetchApi });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      throw data('No encontrado', { status: 404 });
    }
    throw err;
  }
  if (articulo.slug !== params.slug) {
    throw redirect(`/articulo/${encodeURIComponent(articulo.slug)}`, 301);
  }
  return { articulo, publicUrl, academyName };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return seoMeta({
    title: d.articulo.nombre,
    description: shortText(d.articulo.descripcion || d.articulo.nombre),
    path: `/articulo/${d.articulo.slug}`,
    publicUrl: d.publicUrl,
    academyName: d.academyName,
    image: d.articulo.imagen,
    type: 'article',
  });
}

export default function ArticleScreen({ loaderData }: Route.ComponentProps) {
  const { articulo, publicUrl } = loaderData;
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <nav aria-label="Ruta de navegación">
          {/* A long title wraps on a phone instead of running off the screen. */}
          <Breadcrumbs style={{ flexWrap: 'wrap', rowGap: 4 }}>
            <Anchor component={Link} to="/blog">
              Blog
            </Anchor>
            <Text
              span
              aria-current="page"
              style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {articulo.nombre}
            </Text>
          </Breadcrumbs>
        </nav>
        <Title order={1}>{articulo.nombre}</Title>
        <Text size="lg" c="dimmed">
          {articulo.descripcion}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={articulo.fecha}>{formatDate(articulo.fecha)}</time> ·{' '}
          <Tag to={`/blog/${articulo.categoria}`} variant="light">
            {articulo.categoria_nombre}
          </Tag>
        </Text>
        {articulo.imagen && <Image src={uploadsUrl(articulo.imagen)} alt="" radius="md" />}
        {articulo.video && (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={articulo.video}
              title={`Video: ${articulo.nombre}`}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        )}
        <div
          className="contenido-articulo"
          // The content was sanitised with an allowlist when it was written (sanitizeRichText).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitised on write
          dangerouslySetInnerHTML={{ __html: articulo.contenido }}
        />
        {articulo.archivos.length > 0 && (
          <Stack gap={4}>
            <Title order={2} size="h4">
              Archivos
            </Title>
            {articulo.archivos.map((f) => (
              <Anchor key={f.id} href={uploadsUrl(f.archivo)} target="_blank" rel="noopener">
                {f.nombre}
              </Anchor>
            ))}
          </Stack>
        )}
        <ShareLinks
          url={`${publicUrl}/articulo/${articulo.slug}`}
          title={articulo.nombre}
          image={articulo.imagen ? `${publicUrl}${uploadsUrl(articulo.imagen)}` : undefined}
        />
      </Stack>
    </Container>
  );
}
