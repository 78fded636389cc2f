import { AVISOS_POR_PAGINA } from '@academia/contract/announcements/aviso';
import type { TAvisoAdmin } from '@academia/contract/announcements/get-avisos-admin';
import { Badge, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { useAvisosAdmin } from '../api/get-avisos-admin';
import { AnnouncementForm } from './announcement-form';

function Announcement({ aviso }: { aviso: TAvisoAdmin }) {
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`Aviso: ${aviso.titulo}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{aviso.titulo}</Text>
          <Badge variant="light" color={aviso.grupo ? 'teal' : 'gray'}>
            {aviso.grupo ? `Grupo ${aviso.grupo.nombre}` : 'Todo el curso'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {aviso.autor} · {formatDateTime(aviso.fecha)} · enviado a {aviso.destinatarios}{' '}
          {aviso.destinatarios === 1 ? 'alumno' : 'alumnos'}
        </Text>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write. */}
        <Box className="lesson-note" dangerouslySetInnerHTML={{ __html: aviso.contenido }} />
      </Stack>
    </Paper>
  );
}

interface Props {
  curso: number;
  /** Post to this group; without it, to the whole course (administrators). */
  grupo?: { id: number; nombre: string };
}

/** The staff's 'Avisos' of a course: the form to post one and those posted, newest first. */
export function StaffAnnouncements({ curso, grupo }: Props) {
  const [page, setPage] = useState(1);
  const avisos = useAvisosAdmin(curso, page);
  const count = avisos.data?.count ?? 0;
  return (
    <Stack component="section" aria-labelledby="avisos-titulo">
      <Title order={2} size="h3" id="avisos-titulo">
        Avisos
      </Title>
      <Text size="sm" c="dimmed">
        {grupo
          ? `El aviso llega a los alumnos del grupo ${grupo.nombre}: lo ven en el curso y lo reciben por correo.`
          : 'El aviso llega a todos los alumnos del curso: lo ven en el curso y lo reciben por correo.'}
      </Text>
      <AnnouncementForm curso={curso} grupo={grupo?.id} />
      {avisos.isPending ? (
        <Loader size="sm" aria-label="Cargando los avisos" />
      ) : avisos.isError ? (
        <FormError message={errorMessage(avisos.error, 'No se pudieron cargar los avisos.')} />
      ) : avisos.data.results.length === 0 ? (
        <Text c="dimmed">Aún no hay avisos publicados.</Text>
      ) : (
        <Stack gap="sm">
          {avisos.data.results.map((a) => (
            <Announcement key={a.id} aviso={a} />
          ))}
          <PageLinks
            page={page}
            totalPages={totalPagesOf(count, AVISOS_POR_PAGINA)}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
