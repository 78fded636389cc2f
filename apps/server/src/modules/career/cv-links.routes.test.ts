import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { preferencias_carrera } from '../../db/schema/index';
import { SIGNED_LIFETIME_MS } from '../../platform/storage/signed-files';
import {
  ALUMNO_NO_ENCONTRADO,
  CV_DE_OTRO_ALUMNO,
  CV_NO_VISIBLE,
  ENLACE_CV_INVALIDO,
} from './cv-messages';

const t = useTestApp();

const link = (payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/getEnlaceCvPlataforma/',
    payload,
    headers: authorization ? { authorization } : {},
  });
const open = (url: string) => t.app.inject({ method: 'GET', url });

async function person(create: typeof createStudent, first_name = 'Ana') {
  const user = await create(t.app.ctx, { first_name });
  return { user, auth: await loginAs(t.app, user.email) };
}

const setVisible = (alumno: number, cv_visible: boolean) =>
  t.app.ctx.db
    .insert(preferencias_carrera)
    .values({ alumno, cv_visible })
    .onConflictDoUpdate({ target: preferencias_carrera.alumno, set: { cv_visible } });

describe('getEnlaceCvPlataforma', () => {
  it('gives a student a signed, expiring address of their own CV, which opens the PDF', async () => {
    const ana = await person(createStudent, 'Anabel');
    for (const payload of [{}, { alumno: ana.user.id }]) {
      const res = await link(payload, ana.auth);
      expect(res.statusCode, res.body).toBe(200);
      const { url, expira } = res.json().content;
      expect(url).toMatch(
        new RegExp(`^/api/cvPlataforma/${ana.user.id}\\?exp=\\d+&v=${ana.user.id}&sig=`),
      );
      const left = Date.parse(expira) - Date.now();
      expect(left).toBeGreaterThan(SIGNED_LIFETIME_MS - 5000);
      expect(left).toBeLessThanOrEqual(SIGNED_LIFETIME_MS + 60 * 60 * 1000);

      const pdf = await open(url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers['content-security-policy']).toContain("default-src 'none'");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("refuses a student another student's CV", async () => {
    const ana = await person(createStudent);
    const luis = await person(createStudent, 'Luis');
    await setVisible(luis.user.id, true);
    const res = await link({ alumno: luis.user.id }, ana.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(CV_DE_OTRO_ALUMNO);
  });

  it('gives an administrator a student’s CV only while the student lets staff see it', async () => {
    const ana = await person(createStudent);
    const admin = await person(createAdmin);
    const refused = await link({ alumno: ana.user.id }, admin.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CV_NO_VISIBLE);

    await setVisible(ana.user.id, true);
    const res = await link({ alumno: ana.user.id }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().content;
    expect(url).toContain(`v=${admin.user.id}`);
    expect((await open(url)).statusCode).toBe(200);

    // Hiding the CV again closes the address staff already hold.
    await setVisible(ana.user.id, false);
    const closed = await open(url);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(CV_NO_VISIBLE);
  });

  it('answers 404 for an id that is not a student, 401 without a session, 403 for a teacher', async () => {
    const admin = await person(createAdmin);
    const teacher = await person(createTeacher, 'Tere');
    const missing = await link({ alumno: 2_000_000 }, admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ALUMNO_NO_ENCONTRADO);
    expect((await link({ alumno: teacher.user.id }, admin.auth)).statusCode).toBe(404);
    expect((await link({}, admin.auth)).statusCode).toBe(404);
    expect((await link({})).statusCode).toBe(401);
    expect((await link({}, teacher.auth)).statusCode).toBe(403);
  });

  it('answers 400 for an id that is not one', async () => {
    const ana = await person(createStudent);
    for (const alumno of ['x', 0, -1, 1.5, true]) {
      expect((await link({ alumno }, ana.auth)).statusCode, String(alumno)).toBe(400);
    }
  });
});

describe('the signed CV address', () => {
  it('refuses a missing, expired, tampered or borrowed signature with 404', async () => {
    const ana = await person(createStudent);
    const luis = await person(createStudent, 'Luis');
    const good = new URL(`http://x${(await link({}, ana.auth)).json().content.url}`);
    const q = good.searchParams;
    const withChanges = (changes: Record<string, string>, pathname = good.pathname) => {
      const params = new URLSearchParams(q);
      for (const [k, v] of Object.entries(changes)) params.set(k, v);
      return `${pathname}?${params}`;
    };
    const expiredQuery = t.app.ctx.storage.signer.signAddress(
      `cv-plataforma/${ana.user.id}.pdf`,
      ana.user.id,
      Date.now() - 2 * SIGNED_LIFETIME_MS,
    );
    const attempts = [
      good.pathname,
      `/api/cvPlataforma/${ana.user.id}?${expiredQuery.split('?')[1]}`,
      withChanges({ exp: String(Number(q.get('exp')) + 3600) }),
      withChanges({ v: String(luis.user.id) }),
      withChanges({ sig: `${q.get('sig')?.slice(0, -2)}AA` }),
      withChanges({ sig: '' }),
      withChanges({}, `/api/cvPlataforma/${luis.user.id}`),
      withChanges({}, '/api/cvPlataforma/x'),
    ];
    for (const url of attempts) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message, url).toBe(ENLACE_CV_INVALIDO);
    }
    expect((await open(good.pathname + good.search)).statusCode).toBe(200);
  });
});
