import type { TPreferenciasCarrera } from '@academia/contract/career/get-preferencias-carrera';
import { Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '~/components/ui/form-error';
import { QueryState } from '~/components/ui/query-state';
import { useActualizarPreferenciasCarrera } from '../api/actualizar-preferencias-carrera';
import { useGetPreferenciasCarrera } from '../api/get-preferencias-carrera';

/** The profile's 'Bolsa de trabajo y privacidad': whether they are matched and who sees the CV. */
export function CareerPrivacy() {
  const saved = useGetPreferenciasCarrera();
  if (!saved.isSuccess)
    return <QueryState query={saved} label="Cargando tus preferencias de privacidad" compact />;
  return <PrivacyForm initial={saved.data.content} />;
}

function PrivacyForm({ initial }: { initial: TPreferenciasCarrera }) {
  const [prefs, setPrefs] = useState(initial);
  const [done, setDone] = useState(false);
  const save = useActualizarPreferenciasCarrera();
  const change = (patch: Partial<TPreferenciasCarrera>) => {
    setDone(false);
    setPrefs((p) => ({ ...p, ...patch }));
  };
  return (
    <Card withBorder component="section" aria-labelledby="privacidad-carrera">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(prefs, { onSuccess: () => setDone(true) });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="privacidad-carrera">
            Bolsa de trabajo y privacidad
          </Title>
          <FormError message={save.error?.message} />
          <Switch
            checked={prefs.emparejar}
            onChange={(e) => change({ emparejar: e.currentTarget.checked })}
            label="Recomendarme vacantes"
            description="En 'Oportunidades' ordenamos las vacantes abiertas según las competencias de tus cursos terminados, tus certificados vigentes y las habilidades de tu CV. Si lo desactivas, no usamos tus datos para recomendarte vacantes."
          />
          <Switch
            checked={prefs.cv_visible}
            onChange={(e) => change({ cv_visible: e.currentTarget.checked })}
            label="El personal de la academia puede ver mi CV de la plataforma"
            description="Tu CV de la plataforma reúne tu perfil y tus certificados. Cuando te postulas a una vacante, quien la gestiona recibe una copia aunque esto esté desactivado. Nada de tu perfil aparece en páginas públicas."
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              Guardar privacidad
            </Button>
          </div>
          {done && (
            <Text role="status" size="sm" fw={700}>
              Privacidad guardada.
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
