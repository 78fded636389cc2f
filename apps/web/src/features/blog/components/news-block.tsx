import type { TNoticia } from '@academia/contract/blog/blog-fields';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { uploadsUrl } from '~/lib/seo';

/** The 'Noticias' block: each item with its link, image, name and medio. */
export function NewsBlock({ noticias }: { noticias: TNoticia[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="blog-noticias">
      <Title order={2} size="h5" id="blog-noticias" mb="sm">
        Noticias
      </Title>
      {noticias.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay noticias.
        </Text>
      ) : (
        <Stack gap="sm">
          {noticias.map((n) => (
            <Group key={n.id} gap="sm" wrap="nowrap" align="flex-start">
              {n.imagen && (
                <Image src={uploadsUrl(n.imagen)} alt="" w={56} h={56} radius="sm" fit="cover" />
              )}
              <div>
                {n.link ? (
                  <Anchor
                    href={n.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    fw={600}
                  >
                    {n.nombre}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {n.nombre}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {n.medio}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
