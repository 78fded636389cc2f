import { Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import columns from '~/components/ui/page-columns.module.css';
import { useAcademy } from '~/lib/academy';
import { ApiError } from '~/lib/api-error';
import { serverContext } from '~/lib/load-context.server';
import { seoMeta } from '~/lib/seo';
import { getStoredToken } from '~/lib/session';
import { AcademyPitch } from '../components/academy-pitch';
import { type Credentials, LoginForm } from '../components/login-form';
import type { Route } from './+types/login-screen';

const LOGIN_FAILED = 'No hemos podido iniciar sesión con los datos ingresados.';

/** Wrong credentials get the spec's alert; being throttled or offline, the reason itself. */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && (err.status === 429 || err.status === 0 || err.status >= 500)) {
    return err.message;
  }
  return LOGIN_FAILED;
}

export function loader({ context }: Route.LoaderArgs) {
  const { academyName, publicUrl } = serverContext(context);
  return { academyName, publicUrl };
}

/** The home page's tags; iniciar-sesion shows the same page, so its canonical address is home. */
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return seoMeta({
    title: data.academyName,
    description: `${data.academyName}: cursos en línea, certificaciones verificables y vacantes para profesionales de TI.`,
    path: '/',
    publicUrl: data.publicUrl,
    academyName: data.academyName,
  });
}

/**
 * The API calls load on first use: their contract schemas bring zod, which the home page
 * would otherwise load before it is interactive.
 */
async function landing(): Promise<string | null> {
  const { sessionLanding } = await import('../session-landing');
  return sessionLanding();
}

/** Home and login (the empty path and iniciar-sesion). */
export default function LoginScreen() {
  const { academyName } = useAcademy();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // A session that already exists when the page opens takes the user to their home.
  useEffect(() => {
    if (!getStoredToken()) return;
    let active = true;
    void landing().then((path) => {
      if (active && path && path !== pathname) void navigate(path, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, pathname]);

  const handleSubmit = async (credentials: Credentials) => {
    setError(null);
    setSubmitting(true);
    try {
      const { login } = await import('../api/auth');
      await login(credentials);
    } catch (err) {
      setError(failureMessage(err));
      setSubmitting(false);
      return;
    }
    const path = await landing();
    if (path && path !== pathname) {
      await navigate(path, { replace: true });
    } else {
      setSubmitting(false);
    }
  };

  return (
    <Container size="lg" py={{ base: 'xl', md: 80 }}>
      <div className={`${columns.columns} ${columns.halves} ${columns.wide}`}>
        <AcademyPitch academyName={academyName} />
        <LoginForm onSubmit={(c) => void handleSubmit(c)} error={error} submitting={submitting} />
      </div>
    </Container>
  );
}
