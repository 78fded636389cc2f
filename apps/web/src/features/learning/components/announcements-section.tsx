import { AVISOS_POR_PAGINA } from '@academia/contract/announcements/aviso';
import type { TAvisoAlumno } from '@academia/contract/announcements/get-avisos-curso';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { QueryState } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/dates';
import { useAvisosCurso } from '../api/get-avisos-curso';
import { useMarcarAvisosLeidos } from '../api/marcar-avisos-leidos';

function Announcement({ aviso }: { aviso: TAvisoAlumno }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Aviso: ${aviso.titulo}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {aviso.titulo}
          </Title>
          {!aviso.leido && (
            <Badge color="red" variant="filled">
              Nuevo
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {aviso.autor} · {formatDateTime(aviso.fecha)}
          {aviso.grupo && ` · Grupo ${aviso.grupo.nombre}`}
        </Text>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write. */}
        <Box className="lesson-note" dangerouslySetInnerHTML={{ __html: aviso.contenido }} />
      </Stack>
    </Paper>
  );
}

/**
 * The course's announcements ('Avisos'), newest first. Opening the section marks them seen, so
 * the sidebar's unread mark goes; those that were new keep their 'Nuevo' until the next visit.
 */
export function AnnouncementsSection({ alumnoCurso }: { alumnoCurso: number }) {
  const [page, setPage] = useState(1);
  const avisos = useAvisosCurso(alumnoCurso, page);
  const [shown] = useState(() => new Map<number, boolean>());
  const markSeen = useMarcarAvisosLeidos();
  const unread = avisos.data?.no_leidos ?? 0;
  const { mutate } = markSeen;
  useEffect(() => {
    if (unread > 0) mutate(alumnoCurso);
  }, [unread, alumnoCurso, mutate]);

  if (!avisos.isSuccess) return <QueryState query={avisos} label="Cargando los avisos" />;
  // What was unread when first shown stays marked 'Nuevo' during this visit.
  for (const a of avisos.data.results) if (!shown.has(a.id)) shown.set(a.id, a.leido);
  return (
    <Stack>
      <Title order={2}>Avisos</Title>
      {avisos.data.results.length === 0 ? (
        <Text c="dimmed">Este curso aún no tiene avisos.</Text>
      ) : (
        <>
          {avisos.data.results.map((a) => (
            <Announcement key={a.id} aviso={{ ...a, leido: shown.get(a.id) ?? a.leido }} />
          ))}
          <PageLinks
            page={page}
            totalPages={totalPagesOf(avisos.data.count, AVISOS_POR_PAGINA)}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
