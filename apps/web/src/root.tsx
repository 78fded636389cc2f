import '~/lib/zod-csp';
import '@mantine/core/styles.css';
import '~/app/theme-colors.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { cssVariablesResolver, theme } from '~/app/theme';
import { ErrorScreen } from '~/components/ui/error-screen';
import { NotFound } from '~/components/ui/not-found';
import type { AcademyInfo } from '~/lib/academy';
import { serverContext } from '~/lib/load-context.server';
import type { Route } from './+types/root';

interface RootData extends AcademyInfo {
  /** The page's script nonce: hydration renders the same one the server sent. */
  cspNonce: string;
}

export function loader({ context }: Route.LoaderArgs): RootData {
  const { academyName, contactPhone, cspNonce } = serverContext(context);
  return { academyName, contactPhone: contactPhone ?? null, cspNonce };
}

/**
 * The root's data is fixed for the server's life, and a new nonce (each request has its own)
 * would not match the Content-Security-Policy this document was loaded with.
 */
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The app's page title is the academy's name (spec, section 2); public pages add their own. */
export function meta({ data }: Route.MetaArgs) {
  const name = data?.academyName ?? 'Academia';
  return [
    { title: name },
    {
      name: 'description',
      content: `${name}: cursos, certificaciones y oportunidades para profesionales de TI.`,
    },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useRouteLoaderData<RootData>('root')?.cspNonce;
  return (
    <html lang="es" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen />;
}
