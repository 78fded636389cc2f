import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '~/components/ui/form-error';
import { PasswordField } from '~/components/ui/password-field';
import { serverContext } from '~/lib/load-context.server';
import { pageTitle } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { createSuperUser } from '../api/create-super-user';
import { getSuperUserDisponible } from '../api/get-super-user-disponible';
import {
  formText,
  PERSON_FIELDS,
  PersonFields,
  type Refusal,
  refusalOf,
} from '../components/person-fields';
import { RegistrationCard } from '../components/registration-card';
import type { Route } from './+types/superuser-screen';

export async function loader({ context }: Route.LoaderArgs) {
  const { fetchApi } = serverContext(context);
  return { disponible: await getSuperUserDisponible({ fetchApi }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle('Registro de administrador', matches), { name: 'robots', content: 'noindex' }];
}

type State = { status: 'editing' | 'sending' | 'done' } | ({ status: 'failed' } & Refusal);

/** admin/superuser — the first administrator's sign-up, closed once one exists. */
export default function SuperuserScreen({ loaderData }: Route.ComponentProps) {
  const [state, setState] = useState<State>({ status: 'editing' });
  const hydrated = useHydrated();

  if (!loaderData.disponible) {
    return (
      <RegistrationCard title="Registro de administrador">
        <Text>
          La plataforma ya tiene un administrador, así que este registro ya no está disponible. Si
          eres parte del equipo, pide a un administrador que te dé de alta.
        </Text>
        <Anchor component={Link} to="/iniciar-sesion">
          Ir a iniciar sesión
        </Anchor>
      </RegistrationCard>
    );
  }

  if (state.status === 'done') {
    return (
      <RegistrationCard title="Registro de administrador">
        <Alert color="green" variant="light" role="status">
          ¡El registro se ha realizado con éxito! Ya puedes iniciar sesión.
        </Alert>
        <Button component={Link} to="/iniciar-sesion">
          Iniciar sesión
        </Button>
      </RegistrationCard>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = formText(form, 'email');
    setState({ status: 'sending' });
    try {
      await createSuperUser({
        first_name: formText(form, 'first_name'),
        last_name: formText(form, 'last_name'),
        celular: formText(form, 'celular'),
        username: email,
        email,
        password: String(form.get('password') ?? ''),
        tipo: 0,
        is_staff: 1,
      });
      setState({ status: 'done' });
    } catch (err) {
      setState({
        status: 'failed',
        ...refusalOf(
          err,
          [...PERSON_FIELDS, 'username', 'password'],
          'No se pudo completar el registro.',
        ),
      });
    }
  };

  return (
    <RegistrationCard title="Registro de administrador">
      <form method="post" onSubmit={(e) => void handleSubmit(e)}>
        <Stack>
          <FormError message={state.status === 'failed' ? state.message : null} />
          <PersonFields errors={state.status === 'failed' ? state.fields : undefined} />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            description="Al menos 10 caracteres."
            required
            error={state.status === 'failed' ? state.fields.password : undefined}
          />
          <Button type="submit" loading={state.status === 'sending'} disabled={!hydrated}>
            Registrarme
          </Button>
        </Stack>
      </form>
    </RegistrationCard>
  );
}
