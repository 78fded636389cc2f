import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MODE_LABELS,
  NOTIFICATION_MODES,
  type TPreferenciaNotificacion,
} from '@academia/contract/notifications/notification-kinds';
import { Button, Card, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { QueryState } from '~/components/ui/query-state';
import { useActualizarPreferenciasNotificacion } from '../api/actualizar-preferencias-notificacion';
import { useGetPreferenciasNotificacion } from '../api/get-preferencias-notificacion';

/** The profile's 'Notificaciones': per kind, e-mail on or off, at once or in a daily digest. */
export function NotificationPreferences() {
  const saved = useGetPreferenciasNotificacion();
  if (!saved.isSuccess)
    return <QueryState query={saved} label="Cargando tus preferencias de notificación" compact />;
  return <PreferencesForm initial={saved.data.preferencias} />;
}

function PreferencesForm({ initial }: { initial: TPreferenciaNotificacion[] }) {
  const [prefs, setPrefs] = useState(initial);
  const [done, setDone] = useState(false);
  const save = useActualizarPreferenciasNotificacion();
  const change = (tipo: string, patch: Partial<TPreferenciaNotificacion>) => {
    setDone(false);
    setPrefs((all) => all.map((p) => (p.tipo === tipo ? { ...p, ...patch } : p)));
  };
  return (
    <Card withBorder component="section" aria-labelledby="notificaciones-preferencias">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ preferencias: prefs }, { onSuccess: () => setDone(true) });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="notificaciones-preferencias">
            Notificaciones
          </Title>
          <Text size="sm">
            La campana muestra siempre todos tus avisos. Elige cuáles quieres recibir también por
            correo, y si al momento o en un resumen diario.
          </Text>
          <FormError message={save.error?.message} />
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Aviso</Table.Th>
                  <Table.Th scope="col">Por correo</Table.Th>
                  <Table.Th scope="col">Cuándo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prefs.map((p) => (
                  <Table.Tr key={p.tipo}>
                    <Table.Th scope="row" fw={400}>
                      {NOTIFICATION_KIND_LABELS[p.tipo]}
                    </Table.Th>
                    <Table.Td>
                      <Switch
                        checked={p.correo}
                        onChange={(e) => change(p.tipo, { correo: e.currentTarget.checked })}
                        aria-label={`Recibir por correo: ${NOTIFICATION_KIND_LABELS[p.tipo]}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        disabled={!p.correo}
                        value={p.modo}
                        onChange={(modo) =>
                          change(p.tipo, { modo: modo as TPreferenciaNotificacion['modo'] })
                        }
                        aria-label={`Cuándo enviar por correo: ${NOTIFICATION_KIND_LABELS[p.tipo]}`}
                        data={NOTIFICATION_MODES.map((m) => ({
                          value: m,
                          label: NOTIFICATION_MODE_LABELS[m],
                        }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <div>
            <Button type="submit" loading={save.isPending}>
              Guardar preferencias
            </Button>
          </div>
          {done && (
            <Text role="status" size="sm" fw={700}>
              Preferencias guardadas.
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
