import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '~/components/ui/render-with-mantine';
import { DEMO_PASSWORD_WARNING, DemoPasswordBanner } from './demo-password-banner';

function renderWith(contrasenaDemo: boolean, enabled = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            content: { contrasena_demo_por_defecto: contrasenaDemo },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <DemoPasswordBanner enabled={enabled} />
      <p>Contenido</p>
    </QueryClientProvider>,
  );
}

describe('DemoPasswordBanner', () => {
  it('warns while a demo account keeps the published password', async () => {
    renderWith(true);
    expect((await screen.findByRole('alert')).textContent).toContain(DEMO_PASSWORD_WARNING);
  });

  it('shows nothing once the demo passwords are changed', async () => {
    renderWith(false);
    await screen.findByText('Contenido');
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing for a teacher, who may not read the warning', async () => {
    renderWith(true, false);
    await screen.findByText('Contenido');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
