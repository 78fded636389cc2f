import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

/** The API's answer and a page's (the uploads route stands in: no web build in API tests). */
async function hstsOf(t: ReturnType<typeof useTestApp>) {
  const api = await t.app.inject({ method: 'GET', url: '/api/health/' });
  const page = await t.app.inject({ method: 'GET', url: '/uploads/no-existe.png' });
  return [api.headers['strict-transport-security'], page.headers['strict-transport-security']];
}

describe('HSTS over plain http', () => {
  const t = useTestApp({ config: { publicUrl: 'http://academia.example' } });

  it('is never sent: a browser would refuse the plain-http address for a year', async () => {
    expect(await hstsOf(t)).toEqual([undefined, undefined]);
  });
});

describe('HSTS over https', () => {
  const t = useTestApp({ config: { publicUrl: 'https://academia.example' } });

  it('is sent on API answers and pages', async () => {
    const [api, page] = await hstsOf(t);
    expect(api).toMatch(/max-age=\d+/);
    expect(page).toMatch(/max-age=\d+/);
  });
});
