import type { TGetAlumnoGruposResponse } from '@academia/contract/payments/get-alumno-grupos';
import type { TPersona } from '@academia/contract/people/people-schemas';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Loader,
  NavLink,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '~/components/ui/data-table';
import { FormError } from '~/components/ui/form-error';
import { PageLinks, totalPagesOf } from '~/components/ui/page-links';
import { SearchCountNote } from '~/components/ui/search-count-note';
import { errorMessage } from '~/lib/api-client';
import { formatMoney } from '~/lib/money';
import { useGetAlumnoGrupos } from '../api/get-alumno-grupos';
import { useGetPagosAlumno } from '../api/get-pagos-alumno';
import { useSearchAlumnos } from '../api/search-alumnos';
import { PaymentForm } from '../components/payment-form';
import { PaymentsTable } from '../components/payments-table';
import { SalePriceModal } from '../components/sale-price-modal';

export function meta() {
  return [{ title: 'Registrar Pago' }];
}

const PAGE_SIZE = 20;

const fullName = (a: Pick<TPersona, 'first_name' | 'last_name' | 'apellido_materno'>) =>
  [a.first_name, a.last_name, a.apellido_materno].filter(Boolean).join(' ');

/** admin/plataforma/registrar-pago: find a student, record a payment, see their payments. */
export default function RegisterPaymentScreen() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [alumno, setAlumno] = useState<TPersona | null>(null);
  // Every keystroke searches; a short pause merges a burst of keystrokes into one request.
  const [term] = useDebouncedValue(search.trim(), 150);
  const results = useSearchAlumnos({ search: term, page }, { enabled: term.length > 0 });

  const choose = (a: TPersona) => {
    setAlumno(a);
    setSearch('');
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/plataforma/cursos">
          Plataforma
        </Anchor>
        <Text>Registrar Pago</Text>
      </Breadcrumbs>
      <Title order={1}>Registrar Pago</Title>
      <TextInput
        placeholder="Buscar Alumno..."
        aria-label="Buscar Alumno"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        rightSection={results.isFetching && term ? <Loader size="xs" /> : null}
      />
      {search.trim() && term && (
        <Card withBorder padding="xs">
          <FormError message={results.error && errorMessage(results.error, 'No se pudo buscar.')} />
          {results.data && results.data.content.length === 0 && (
            <Text size="sm" c="dimmed">
              No se encontraron alumnos.
            </Text>
          )}
          <nav aria-label="Alumnos encontrados">
            {results.data?.content.map((a) => (
              <NavLink
                key={a.id}
                component="button"
                label={fullName(a)}
                description={a.email}
                onClick={() => choose(a)}
              />
            ))}
          </nav>
          <SearchCountNote list={results.data} personas="alumnos" />
          {results.data && (
            <PageLinks
              page={page}
              totalPages={totalPagesOf(results.data.count, PAGE_SIZE)}
              onChange={setPage}
            />
          )}
        </Card>
      )}
      {alumno && <StudentPanel alumno={alumno} />}
    </Stack>
  );
}

type GrupoAlumno = TGetAlumnoGruposResponse['content'][number];

const saldoColumns: DataColumn<GrupoAlumno>[] = [
  {
    key: 'grupo',
    header: 'Grupo',
    cell: (g) => `${g.nombre_curso} — ${g.nombre_grupo}`,
    sortValue: (g) => `${g.nombre_curso} ${g.nombre_grupo}`,
  },
  {
    key: 'precio_venta',
    header: 'Precio de venta',
    align: 'right',
    cell: (g) => formatMoney(g.precio_venta),
  },
  { key: 'pagado', header: 'Pagado', align: 'right', cell: (g) => formatMoney(g.total_pagado) },
  {
    key: 'saldo',
    header: 'Saldo',
    align: 'right',
    cell: (g) => formatMoney(g.saldo),
    sortValue: (g) => Number(g.saldo),
  },
];

function StudentPanel({ alumno }: { alumno: TPersona }) {
  const grupos = useGetAlumnoGrupos({ alumno: alumno.id });
  const [correcting, setCorrecting] = useState<GrupoAlumno | null>(null);
  const pagos = useGetPagosAlumno({ alumno: alumno.id });
  const options =
    grupos.data?.content.map((g) => ({
      value: String(g.grupo),
      label: `${g.nombre_curso} — ${g.nombre_grupo}`,
    })) ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-label="Alumno seleccionado">
      <Stack gap="md">
        <Title order={2} size="h3">
          {fullName(alumno)}
        </Title>
        <FormError
          message={grupos.error && errorMessage(grupos.error, 'No se pudieron cargar los grupos.')}
        />
        {grupos.isPending ? (
          <Loader size="sm" />
        ) : (
          <PaymentForm key={alumno.id} alumno={alumno.id} grupos={options} />
        )}
        {grupos.data && grupos.data.content.length > 0 && (
          <DataTable
            label="Saldo por grupo"
            minWidth={480}
            rows={grupos.data.content}
            rowKey={(g) => g.grupo}
            empty=""
            columns={saldoColumns}
            actions={(g) => (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Corregir el precio de venta de ${g.nombre_curso} — ${g.nombre_grupo}`}
                onClick={() => setCorrecting(g)}
              >
                Corregir precio
              </Button>
            )}
          />
        )}
        {correcting && (
          <SalePriceModal
            alumno={alumno.id}
            grupo={correcting.grupo}
            nombre={`${correcting.nombre_curso} — ${correcting.nombre_grupo}`}
            precio_venta={correcting.precio_venta}
            precio_curso={correcting.precio_curso}
            onClose={() => setCorrecting(null)}
          />
        )}
        <Title order={3} size="h4">
          Pagos Realizados
        </Title>
        <FormError
          message={pagos.error && errorMessage(pagos.error, 'No se pudieron cargar los pagos.')}
        />
        {pagos.data && (
          <PaymentsTable
            pagos={pagos.data.content}
            total={pagos.data.total}
            caption="Pagos Realizados"
            showGroup
            canVoid
          />
        )}
      </Stack>
    </Card>
  );
}
