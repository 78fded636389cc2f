import { Button, Group, Text } from '@mantine/core';

/** The window of at most `max` page numbers around the current page (spec: at most 7 links). */
export function pageWindow(page: number, totalPages: number, max = 7): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

export function totalPagesOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export interface PageLinksProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** At most this many numbered links; the spec's article and media lists use 7. */
  maxLinks?: number;
}

/**
 * The spec's pagination: Anterior, numbered pages, Siguiente, and 'Estás en la página N'.
 * Renders nothing when everything fits on one page.
 */
export function PageLinks({ page, totalPages, onChange, maxLinks = 7 }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación">
      <Group gap="xs" justify="center" wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Anterior
        </Button>
        {pageWindow(page, totalPages, maxLinks).map((n) => (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="default"
          size="xs"
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          Siguiente
        </Button>
      </Group>
      <Text size="sm" c="dimmed" ta="center" mt="xs">
        Estás en la página {page} de {totalPages}
      </Text>
    </nav>
  );
}
