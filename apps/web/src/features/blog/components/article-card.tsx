import type { TArticuloResumen } from '@academia/contract/blog/blog-fields';
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Tag } from '~/components/ui/tag';
import { uploadsUrl } from '~/lib/seo';
import { formatDate } from './format-date';

/** A blog list item: image, title linking to the article, description, date and category. */
export function ArticleCard({ articulo }: { articulo: TArticuloResumen }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      {articulo.imagen && (
        <Card.Section>
          <Image src={uploadsUrl(articulo.imagen)} alt="" h={180} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={articulo.imagen ? 'md' : 0}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={`/articulo/${articulo.slug}`} inherit>
            {articulo.nombre}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {articulo.descripcion}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed" component="time" dateTime={articulo.fecha}>
            {formatDate(articulo.fecha)}
          </Text>
          <Tag variant="light" size="sm">
            {articulo.categoria_nombre}
          </Tag>
        </Group>
      </Stack>
    </Card>
  );
}
