import {
  ACCIONES_AUDITORIA,
  ENTIDADES_AUDITORIA,
  type TAccionAuditoria,
  type TEntidadAuditoria,
  type TEntradaAuditoria,
} from '@academia/contract/audit/audit-schemas';
import { AUDITORIA_PAGE_SIZE } from '@academia/contract/audit/get-registro-auditoria';
import { Anchor, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { errorMessage } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { useGetRegistroAuditoria } from '../api/get-registro-auditoria';
import { ACCION_LABEL, detailLines, ENTIDAD_LABEL, entityLink } from '../components/audit-texts';

export function meta() {
  return [{ title: 'Auditoría' }];
}

const ENTIDADES = ENTIDADES_AUDITORIA.map((value) => ({ value, label: ENTIDAD_LABEL[value] }));
const ACCIONES = ACCIONES_AUDITORIA.map((value) => ({ value, label: ACCION_LABEL[value] }));

function EntityCell({ entry }: { entry: TEntradaAuditoria }) {
  const label = `${ENTIDAD_LABEL[entry.entidad as TEntidadAuditoria] ?? entry.entidad} #${entry.entidad_id}`;
  const to = entityLink(entry);
  return to ? (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

function Details({ entry }: { entry: TEntradaAuditoria }) {
  const lines = detailLines(entry.detalles);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      {lines.map(([label, value]) => (
        <Text size="sm" key={label}>
          <Text span fw={500} size="sm">
            {label}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </Stack>
  );
}

const columns: DataColumn<TEntradaAuditoria>[] = [
  {
    key: 'fecha',
    header: 'Fecha',
    cell: (entry) => formatDateTime(entry.fecha),
    sortValue: (entry) => entry.fecha,
  },
  {
    key: 'usuario',
    header: 'Usuario',
    cell: (entry) => entry.actor_nombre || '—',
    sortValue: (entry) => entry.actor_nombre,
  },
  {
    key: 'accion',
    header: 'Acción',
    cell: (entry) => ACCION_LABEL[entry.accion as TAccionAuditoria] ?? entry.accion,
  },
  { key: 'entidad', header: 'Entidad', cell: (entry) => <EntityCell entry={entry} /> },
  { key: 'detalles', header: 'Detalles', cell: (entry) => <Details entry={entry} /> },
];

/** admin/plataforma/auditoria: who changed what and when, newest first. */
export default function AuditLogScreen() {
  const [entidad, setEntidad] = useState<TEntidadAuditoria | null>(null);
  const [accion, setAccion] = useState<TAccionAuditoria | null>(null);
  const [actor, setActor] = useState('');
  const [term] = useDebouncedValue(actor.trim(), 300);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [page, setPage] = useState(1);
  const log = useGetRegistroAuditoria({
    page,
    ...(entidad && { entidad }),
    ...(accion && { accion }),
    ...(term && { actor: term }),
    ...(desde && { desde }),
    ...(hasta && { hasta }),
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Title order={1}>Auditoría</Title>
      <Text c="dimmed" size="sm">
        Quién creó, cambió o eliminó pagos, calificaciones, certificados, usuarios y cursos, y
        cuándo.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Entidad"
          placeholder="Todas"
          data={ENTIDADES}
          value={entidad}
          onChange={filtered((v) => setEntidad(v as TEntidadAuditoria | null))}
          clearable
        />
        <Select
          label="Acción"
          placeholder="Todas"
          data={ACCIONES}
          value={accion}
          onChange={filtered((v) => setAccion(v as TAccionAuditoria | null))}
          clearable
        />
        <TextInput
          label="Usuario"
          placeholder="Nombre de quien hizo el cambio"
          value={actor}
          onChange={(e) => filtered(setActor)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Desde"
          value={desde}
          onChange={(e) => filtered(setDesde)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={hasta}
          onChange={(e) => filtered(setHasta)(e.currentTarget.value)}
        />
      </Group>
      <FormError
        message={
          log.error && errorMessage(log.error, 'No se pudo cargar el registro de auditoría.')
        }
      />
      <DataTable
        label="Registro de auditoría"
        minWidth={760}
        rows={log.data?.results}
        rowKey={(entry) => entry.id}
        empty="No hay cambios registrados con estos filtros."
        columns={columns}
        page={
          log.data && {
            page,
            count: log.data.count,
            onChange: setPage,
            pageSize: AUDITORIA_PAGE_SIZE,
          }
        }
      />
    </Stack>
  );
}
