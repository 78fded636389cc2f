import { fechaLarga } from '@academia/contract/core/long-date';
import { ZActualizarCertificacionRequest } from '@academia/contract/people/actualizar-certificacion';
import { ZActualizarEducacionRequest } from '@academia/contract/people/actualizar-educacion';
import { ZActualizarHabilidadRequest } from '@academia/contract/people/actualizar-habilidad';
import { ZActualizarIdiomaRequest } from '@academia/contract/people/actualizar-idioma';
import { ZActualizarPuestoRequest } from '@academia/contract/people/actualizar-puesto';
import { ZAgregarCargoRequest } from '@academia/contract/people/agregar-cargo';
import { ZAgregarCertificacionRequest } from '@academia/contract/people/agregar-certificacion';
import { ZAgregarEducacionRequest } from '@academia/contract/people/agregar-educacion';
import { ZAgregarHabilidadRequest } from '@academia/contract/people/agregar-habilidad';
import { ZAgregarIdiomaRequest } from '@academia/contract/people/agregar-idioma';
import {
  Avatar,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { QueryState } from '~/components/ui/query-state';
import { formatDate, periodoCv } from '~/lib/dates';
import { actualizarCertificacion } from '../api/actualizar-certificacion';
import { actualizarEducacion } from '../api/actualizar-educacion';
import { actualizarHabilidad } from '../api/actualizar-habilidad';
import { actualizarIdioma } from '../api/actualizar-idioma';
import { actualizarPuesto } from '../api/actualizar-puesto';
import { agregarCargo } from '../api/agregar-cargo';
import { agregarCertificacion } from '../api/agregar-certificacion';
import { agregarEducacion } from '../api/agregar-educacion';
import { agregarHabilidad } from '../api/agregar-habilidad';
import { agregarIdioma } from '../api/agregar-idioma';
import { deleteCertificacion } from '../api/delete-certificacion';
import { deleteEducacion } from '../api/delete-educacion';
import { deleteHabilidad } from '../api/delete-habilidad';
import { deleteIdioma } from '../api/delete-idioma';
import { deletePuesto } from '../api/delete-puesto';
import { useUserData } from '../api/get-user-data';
import { CancelSubscription } from '../components/cancel-subscription';
import { DashboardPanel } from '../components/dashboard-panel';
import { EditProfileModal } from '../components/edit-profile-modal';
import { ProfileSection } from '../components/profile-section';

export function meta() {
  return [{ title: 'Mi Perfil' }];
}

const v = (values: Record<string, string>, name: string) => values[name] ?? '';

/** plataforma/perfil: the student's account, progress and profile sections. */
export default function ProfileScreen({
  notifications,
}: {
  /** The 'Notificaciones' preferences, joined in by the route (app/profile-route.tsx). */
  notifications?: ReactNode;
}) {
  const data = useUserData();
  const [editing, setEditing] = useState(false);

  if (!data.isSuccess) {
    return (
      <Container size="md" py="xl">
        <QueryState query={data} label="Cargando tu perfil" />
      </Container>
    );
  }
  const {
    datosUsuario: user,
    content,
    puestos,
    programas,
    certificaciones,
    idiomas,
    habilidades,
  } = data.data;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Mi Perfil
      </Title>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Group align="center" gap="lg" wrap="wrap">
            <Avatar
              src={user.imagen ? `/uploads/${user.imagen}` : null}
              alt={`Foto de ${content.nombre_completo}`}
              size={96}
              radius="50%"
              color="blue"
            >
              {user.first_name.slice(0, 1)}
              {user.last_name.slice(0, 1)}
            </Avatar>
            <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
              <Text fw={700} size="xl">
                {content.nombre_completo}
              </Text>
              <Text>{user.email}</Text>
              <Text>{user.celular || 'Sin teléfono registrado'}</Text>
              <Text size="sm" c="dimmed">
                Miembro desde el {fechaLarga(content.miembro_desde)}
              </Text>
            </Stack>
            <Button onClick={() => setEditing(true)}>Editar perfil</Button>
          </Group>
        </Card>
        {editing && <EditProfileModal onClose={() => setEditing(false)} user={user} />}
        <DashboardPanel />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileSection
            title="Experiencia laboral"
            items={puestos}
            describe={(p) => ({
              title: p.empresa ? `${p.puesto} en ${p.empresa}` : p.puesto,
              details: periodoCv(p.fecha_inicio, p.fecha_fin),
            })}
            fields={[
              { name: 'puesto', label: 'Puesto', required: true },
              { name: 'empresa', label: 'Empresa' },
              { name: 'fecha_inicio', label: 'Fecha de inicio', type: 'date' },
              { name: 'fecha_fin', label: 'Fecha de fin', type: 'date' },
            ]}
            addLabel="Agregar puesto"
            schema={ZAgregarCargoRequest}
            toRequest={(x) => ({
              puesto: v(x, 'puesto'),
              empresa: v(x, 'empresa'),
              fecha_inicio: v(x, 'fecha_inicio'),
              fecha_fin: v(x, 'fecha_fin'),
            })}
            onAdd={agregarCargo}
            onDelete={deletePuesto}
            deleteTitle="Eliminar puesto"
            editSchema={ZActualizarPuestoRequest}
            toValues={(p) => ({
              puesto: p.puesto,
              empresa: p.empresa,
              fecha_inicio: p.fecha_inicio ?? '',
              fecha_fin: p.fecha_fin ?? '',
            })}
            onEdit={actualizarPuesto}
            editTitle="Editar puesto"
          />
          <ProfileSection
            title="Educación"
            items={programas}
            describe={(p) => ({
              title: p.institucion ? `${p.programa}, ${p.institucion}` : p.programa,
              details: periodoCv(p.fecha_inicio, p.fecha_fin),
            })}
            fields={[
              { name: 'programa', label: 'Programa', required: true },
              { name: 'institucion', label: 'Institución' },
              { name: 'fecha_inicio', label: 'Fecha de inicio', type: 'date' },
              { name: 'fecha_fin', label: 'Fecha de fin', type: 'date' },
            ]}
            addLabel="Agregar educación"
            schema={ZAgregarEducacionRequest}
            toRequest={(x) => ({
              programa: v(x, 'programa'),
              institucion: v(x, 'institucion'),
              fecha_inicio: v(x, 'fecha_inicio'),
              fecha_fin: v(x, 'fecha_fin'),
            })}
            onAdd={agregarEducacion}
            onDelete={deleteEducacion}
            deleteTitle="Eliminar educación"
            editSchema={ZActualizarEducacionRequest}
            toValues={(p) => ({
              programa: p.programa,
              institucion: p.institucion,
              fecha_inicio: p.fecha_inicio ?? '',
              fecha_fin: p.fecha_fin ?? '',
            })}
            onEdit={actualizarEducacion}
            editTitle="Editar educación"
          />
          <ProfileSection
            title="Certificaciones"
            items={certificaciones}
            describe={(c) => ({
              title: c.nombre,
              details:
                [c.institucion, c.fecha && formatDate(c.fecha)].filter(Boolean).join(' · ') ||
                undefined,
            })}
            fields={[
              { name: 'nombre', label: 'Certificación', required: true },
              { name: 'institucion', label: 'Institución' },
              { name: 'fecha', label: 'Fecha', type: 'date' },
              { name: 'url', label: 'Enlace de verificación', type: 'url' },
            ]}
            addLabel="Agregar certificación"
            schema={ZAgregarCertificacionRequest}
            toRequest={(x) => ({
              nombre: v(x, 'nombre'),
              institucion: v(x, 'institucion'),
              fecha: v(x, 'fecha'),
              url: v(x, 'url'),
            })}
            onAdd={agregarCertificacion}
            onDelete={deleteCertificacion}
            deleteTitle="Eliminar certificación"
            editSchema={ZActualizarCertificacionRequest}
            toValues={(c) => ({
              nombre: c.nombre,
              institucion: c.institucion,
              fecha: c.fecha ?? '',
              url: c.url ?? '',
            })}
            onEdit={actualizarCertificacion}
            editTitle="Editar certificación"
          />
          <ProfileSection
            title="Idiomas"
            items={idiomas}
            describe={(i) => ({ title: i.idioma, details: i.nivel || undefined })}
            fields={[
              { name: 'idioma', label: 'Idioma', required: true },
              { name: 'nivel', label: 'Nivel' },
            ]}
            addLabel="Agregar idioma"
            schema={ZAgregarIdiomaRequest}
            toRequest={(x) => ({ idioma: v(x, 'idioma'), nivel: v(x, 'nivel') })}
            onAdd={agregarIdioma}
            onDelete={deleteIdioma}
            deleteTitle="Eliminar idioma"
            editSchema={ZActualizarIdiomaRequest}
            toValues={(i) => ({ idioma: i.idioma, nivel: i.nivel })}
            onEdit={actualizarIdioma}
            editTitle="Editar idioma"
          />
          <ProfileSection
            title="Habilidades"
            items={habilidades}
            describe={(h) => ({
              title: h.habilidad,
              details: h.nivel ? `Nivel ${h.nivel} de 5` : undefined,
            })}
            fields={[
              { name: 'habilidad', label: 'Habilidad', required: true },
              { name: 'nivel', label: 'Nivel (1 a 5)', type: 'number' },
            ]}
            addLabel="Agregar habilidad"
            schema={ZAgregarHabilidadRequest}
            toRequest={(x) => ({
              habilidad: v(x, 'habilidad'),
              // An empty level is no level (the schema would read '' as 0 and refuse it).
              nivel: v(x, 'nivel') === '' ? null : v(x, 'nivel'),
            })}
            onAdd={agregarHabilidad}
            onDelete={deleteHabilidad}
            deleteTitle="Eliminar habilidad"
            editSchema={ZActualizarHabilidadRequest}
            toValues={(h) => ({
              habilidad: h.habilidad,
              nivel: h.nivel === null ? '' : String(h.nivel),
            })}
            onEdit={actualizarHabilidad}
            editTitle="Editar habilidad"
          />
        </SimpleGrid>
        {notifications}
        <CancelSubscription />
      </Stack>
    </Container>
  );
}
