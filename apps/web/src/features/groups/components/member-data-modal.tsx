import { Modal, SimpleGrid, Text } from '@mantine/core';
import { FormError } from '~/components/ui/form-error';
import { PageLoader } from '~/components/ui/page-loader';
import { ApiError } from '~/lib/api-error';
import { formatDate, formatMoney } from '~/lib/money';
import { useGetDatosAlumnoCursoGrupo } from '../api/get-datos-alumno-curso-grupo';

interface Props {
  member: { alumno_id: number; nombre: string; apellidos: string } | null;
  grupo: number;
  onClose: () => void;
}

/** Datos Adicionales of a member: their data, when they joined, price, paid and balance. */
export function MemberDataModal({ member, grupo, onClose }: Props) {
  return (
    <Modal opened={member !== null} onClose={onClose} size="lg" title="Datos Adicionales">
      {member && <MemberData alumno={member.alumno_id} grupo={grupo} />}
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

function MemberData({ alumno, grupo }: { alumno: number; grupo: number }) {
  const query = useGetDatosAlumnoCursoGrupo({ alumno, grupo });
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <FormError
        message={
          query.error instanceof ApiError ? query.error.message : 'No se pudieron cargar los datos.'
        }
      />
    );
  }
  const { alumno: a, cuenta, fecha_ingreso, inscripcion_activa } = query.data.content;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field label="Nombre" value={`${a.first_name} ${a.last_name} ${a.apellido_materno}`.trim()} />
      <Field label="Correo electrónico" value={a.email} />
      <Field label="Celular" value={a.celular} />
      <Field label="Empresa" value={a.empresa} />
      <Field label="Empleo actual" value={a.empleo_actual} />
      <Field label="Fecha de ingreso al grupo" value={formatDate(fecha_ingreso)} />
      <Field label="Curso" value={cuenta.nombre_curso} />
      <Field
        label="Inscripción al curso"
        value={
          inscripcion_activa === null
            ? 'Sin inscripción'
            : inscripcion_activa === 1
              ? 'Activa'
              : 'Inactiva'
        }
      />
      <Field label="Precio de venta" value={formatMoney(cuenta.precio_venta)} />
      <Field label="Total pagado" value={formatMoney(cuenta.total_pagado)} />
      <Field label="Saldo" value={formatMoney(cuenta.saldo)} />
    </SimpleGrid>
  );
}
