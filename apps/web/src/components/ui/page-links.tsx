import { Button, Group, Text } from '@mantine/core';

/**
 * The numbered buttons: one per page while there are at most `max` pages; past that the first
 * and the last page, the pages around the current one and an ellipsis ('…') for each gap, `max`
 * buttons in all.
 */
export function pageItems(page: number, totalPages: number, max = 10): (number | '…')[] {
  const all = Array.from({ length: totalPages }, (_, i) => i + 1);
  if (totalPages <= max) return all;
  const inner = Math.max(1, max - 2);
  const start = Math.min(Math.max(2, page - Math.floor((inner - 1) / 2)), totalPages - inner);
  const middle = all.slice(start - 1, start - 1 + inner);
  return [
    1,
    ...(start > 2 ? (['…'] as const) : []),
    ...middle,
    ...(start + inner < totalPages ? (['…'] as const) : []),
    totalPages,
  ];
}

export function totalPagesOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export interface PageLinksProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** At most this many numbered buttons; the spec's article and media lists use 7. */
  maxLinks?: number;
}

/**
 * The spec's pagination: Anterior, a button per page (compacted past `maxLinks` pages), Siguiente,
 * and 'Estás en la página N'. Renders nothing when everything fits on one page.
 */
export function PageLinks({ page, totalPages, onChange, maxLinks = 10 }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginación">
      <Group gap="xs" justify="center" wrap="wrap">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Anterior
        </Button>
        {pageItems(page, totalPages, maxLinks).map((n, i) =>
          n === '…' ? (
            // Two gaps at most, told apart by their side of the current page.
            <Text key={i < 2 ? 'gap-before' : 'gap-after'} size="sm" c="dimmed" aria-hidden>
              …
            </Text>
          ) : (
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
          ),
        )}
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
