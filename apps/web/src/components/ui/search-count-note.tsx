import { PEOPLE_SEARCH_COUNT_CAP } from '@academia/contract/people/people-schemas';
import { Text } from '@mantine/core';

/** "1 000", grouped as Spanish style guides group thousands (a space, never a comma). */
const CAP = String(PEOPLE_SEARCH_COUNT_CAP).replace(/\B(?=(\d{3})+$)/g, ' ');

export const masDeLasCoincidencias = (personas: string) =>
  `Más de ${CAP} ${personas} coinciden; escribe más para acotar la búsqueda.`;

/**
 * A search with more matches than the server counts (decision 034): the list says so instead of
 * a total, and its pages reach the first matches in order.
 */
export function SearchCountNote({
  list,
  personas,
}: {
  list: { count_exacto: boolean } | undefined;
  /** Plural noun of the list: "alumnos". */
  personas: string;
}) {
  if (list?.count_exacto !== false) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {masDeLasCoincidencias(personas)}
    </Text>
  );
}
