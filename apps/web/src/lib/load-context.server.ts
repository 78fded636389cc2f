import type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  /** What the Fastify server hands every loader (apps/server/src/platform/web/web.plugin.ts). */
  interface AppLoadContext {
    academyName: string;
    publicUrl: string;
    contactPhone: string | undefined;
    contactEmail: string;
    /** The nonce of this page's Content-Security-Policy: every inline script must carry it. */
    cspNonce: string;
    /** Calls the API in the same process: `fetchApi('/api/getJobs/', { method: 'GET' })`. */
    fetchApi(path: string, init: RequestInit): Promise<Response>;
  }
}

/** `react-router dev` has no Fastify in front: read the same variables, call the dev API. */
function developmentContext(): AppLoadContext {
  const apiUrl = 'http://127.0.0.1:3000';
  return {
    academyName: process.env.ACADEMY_NAME?.trim() || 'Conecta Academia',
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    contactPhone: process.env.CONTACT_PHONE,
    contactEmail: process.env.CONTACT_EMAIL ?? 'contacto@localhost',
    // Vite's dev server sends no Content-Security-Policy, so no nonce is checked.
    cspNonce: '',
    fetchApi: (path, init) => fetch(`${apiUrl}${path}`, init),
  };
}

/** The load context of a server loader, whichever server runs the app. */
export function serverContext(context: AppLoadContext | undefined): AppLoadContext {
  return context && typeof context.fetchApi === 'function' ? context : developmentContext();
}
