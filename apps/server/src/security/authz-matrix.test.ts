import type { CallDefinition, Role } from '@academia/contract/core/call';
import { calls } from '@academia/contract/index';
import { describe, expect, it } from 'vitest';
import { enrol } from '../../test/course-factories';
import { createStudent, loginAs, type UserRow } from '../../test/factories';
import * as sample from '../../test/sample-files';
import { SIGNED_LIFETIME_MS } from '../platform/storage/signed-files';
import { fingerprint } from './fingerprint';
import { type Perspective, sampleRequest, sendCall } from './sample-request';
import { useWorldApp } from './security-app';
import { newSession, type World } from './world';

type Caller =
  | 'anonymous'
  | 'studentA'
  | 'studentB'
  | 'teacher'
  | 'admin'
  | 'deactivated'
  | 'revoked';
const CALLERS: readonly Caller[] = [
  'anonymous',
  'studentA',
  'studentB',
  'teacher',
  'admin',
  'deactivated',
  'revoked',
];

const ROLE_OF: Partial<Record<Caller, Role>> = {
  studentA: 'student',
  studentB: 'student',
  teacher: 'teacher',
  admin: 'admin',
};

/**
 * Calls whose service refuses a caller the access list admits, by a rule of the spec rather
 * than an access check: they must answer that refusal with the rule's own message.
 */
const RULE_REFUSALS: Record<string, RegExp> = {
  // The public sign-up of the first administrator closes once an administrator exists.
  createSuperUser: /ya tiene un administrador/,
};

const GUARD_MESSAGES = [
  'Debes iniciar sesión para continuar.',
  'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  'No tienes permiso para realizar esta acción.',
];

/** 401 without a valid session, 403 for a role not listed, anything else for one listed. */
function expected(call: CallDefinition, caller: Caller): 401 | 403 | 'allowed' {
  if (call.access === 'anyone') return 'allowed';
  const role = ROLE_OF[caller];
  if (!role) return 401;
  if (call.access === 'signed-in') return 'allowed';
  return call.access.includes(role) ? 'allowed' : 403;
}

function perspectiveOf(caller: Caller): Perspective {
  if (caller === 'studentA') return 'a';
  if (caller === 'studentB') return 'b';
  return 'staff';
}

function authOf(world: World, caller: Caller): string | undefined {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'studentA':
      return world.a.auth;
    case 'studentB':
      return world.b.auth;
    case 'teacher':
      return world.teacher.auth;
    case 'admin':
      return world.admin.auth;
    case 'deactivated':
      return world.deactivatedAuth;
    case 'revoked':
      return world.revokedAuth;
  }
}

function userOf(world: World, caller: Caller): UserRow | undefined {
  const users: Partial<Record<Caller, UserRow>> = {
    studentA: world.a.user,
    studentB: world.b.user,
    teacher: world.teacher.user,
    admin: world.admin.user,
  };
  return users[caller];
}

const studentCalls = calls.filter(
  (c) => c.access === 'signed-in' || (Array.isArray(c.access) && c.access.includes('student')),
);
const ownershipCalls = studentCalls.filter((c) => (c.owns ?? []).length > 0);

describe('authorization matrix: every call of the contract × every kind of caller', () => {
  const t = useWorldApp();

  it('declares who may make every call', () => {
    const undeclared = calls.filter((c) => !c.access).map((c) => c.name);
    expect(undeclared).toEqual([]);
    expect(ownershipCalls.length).toBeGreaterThanOrEqual(15);
  });

  it("never lets student B use student A's records, and lets A use them", async () => {
    const { world, app } = t;
    const before = await fingerprint(t.database, t.config.dataDir);
    for (const call of ownershipCalls) {
      const res = await sendCall(app, call, sampleRequest(call, world, 'a'), {
        auth: world.b.auth,
      });
      expect([403, 404], `${call.name}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().success, call.name).toBe(false);
    }
    expect(await fingerprint(t.database, t.config.dataDir)).toEqual(before);

    for (const call of ownershipCalls) {
      const res = await sendCall(app, call, sampleRequest(call, world, 'a'), {
        auth: world.a.auth,
      });
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(200);
    }
  });

  it("keeps a course's lessons, forum and evaluations from a student not enrolled in it", async () => {
    const { world, app } = t;
    const withIds = studentCalls.filter((c) =>
      Object.values(sampleRequest(c, world, 'a')).some((v) => typeof v === 'number'),
    );
    expect(withIds.length).toBeGreaterThan(ownershipCalls.length);
    const before = await fingerprint(t.database, t.config.dataDir);
    for (const call of withIds) {
      const res = await sendCall(app, call, sampleRequest(call, world, 'a'), {
        auth: world.outsiderAuth,
      });
      expect([403, 404], `${call.name}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await fingerprint(t.database, t.config.dataDir)).toEqual(before);
  });

  it('shows each student only their own certificates and payments', async () => {
    const { world, app } = t;
    const lists = calls.filter((c) => ['getCertificadosAlumno', 'getMisPagos'].includes(c.name));
    expect(lists).toHaveLength(2);
    for (const call of lists) {
      const mine = await sendCall(app, call, {}, { auth: world.a.auth });
      const theirs = await sendCall(app, call, {}, { auth: world.b.auth });
      expect(mine.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(200);
      if (call.name === 'getCertificadosAlumno') {
        expect(mine.body).toContain(world.a.certificate);
        expect(theirs.body).not.toContain(world.a.certificate);
      } else {
        const ids = (body: string) =>
          (JSON.parse(body) as { content: { pagos: { id: number }[] }[] }).content.flatMap((g) =>
            g.pagos.map((p) => p.id),
          );
        expect(ids(mine.body)).toEqual([world.a.payment]);
        expect(ids(theirs.body)).toEqual([world.b.payment]);
      }
    }
  });

  it("keeps a teacher out of another teacher's group, course, students and forum", async () => {
    const { world, app } = t;
    const scoped = calls.filter((c) => c.teaches);
    expect(scoped.length).toBeGreaterThanOrEqual(10);
    const before = await fingerprint(t.database, t.config.dataDir);
    for (const call of scoped) {
      const res = await sendCall(app, call, sampleRequest(call, world, 'staff'), {
        auth: world.otherTeacher.auth,
      });
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(403);
      expect(res.json().error.code, call.name).toBe('forbidden');
    }
    expect(await fingerprint(t.database, t.config.dataDir)).toEqual(before);
  });

  it('refuses every caller a call does not admit, and writes nothing while refusing', async () => {
    const { world, app } = t;
    const before = await fingerprint(t.database, t.config.dataDir);
    for (const call of calls) {
      for (const caller of CALLERS) {
        const want = expected(call, caller);
        if (want === 'allowed') continue;
        const res = await sendCall(app, call, sampleRequest(call, world, perspectiveOf(caller)), {
          auth: authOf(world, caller),
        });
        expect(res.statusCode, `${call.name} as ${caller}: ${res.body}`).toBe(want);
        expect(res.json()).toMatchObject({
          success: false,
          error: { code: want === 401 ? 'unauthorized' : 'forbidden' },
        });
      }
    }
    expect(await fingerprint(t.database, t.config.dataDir)).toEqual(before);
  });

  it('admits every caller a call declares', async () => {
    const { world, app } = t;
    for (const call of calls) {
      for (const caller of CALLERS) {
        if (expected(call, caller) !== 'allowed') continue;
        const user = userOf(world, caller);
        // Logging out revokes the token it is sent with, so it gets a session of its own.
        const auth =
          call.name === 'logout' && user ? await newSession(app, user.id) : authOf(world, caller);
        const res = await sendCall(app, call, sampleRequest(call, world, perspectiveOf(caller)), {
          auth,
        });
        const rule = RULE_REFUSALS[call.name];
        if (rule) {
          expect(res.json().error.message, call.name).toMatch(rule);
        } else {
          expect([401, 403], `${call.name} as ${caller}: ${res.body}`).not.toContain(
            res.statusCode,
          );
        }
        if (res.statusCode >= 400) {
          expect(GUARD_MESSAGES, `${call.name} as ${caller}`).not.toContain(
            res.json().error.message,
          );
        }
        expect(res.statusCode, `${call.name} as ${caller}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  describe("a course's lesson files, through addresses signed per caller", () => {
    /** The world's lesson material, as getSubtema answers it to the caller with `auth`. */
    async function materialAddress(auth: string | undefined) {
      const { world, app } = t;
      const res = await app.inject({
        method: 'POST',
        url: '/api/getSubtema/',
        headers: auth ? { authorization: auth } : {},
        payload: { subtema: world.subtopic, curso: world.course.id },
      });
      const archivo: string | undefined = res.json().materiales?.[0]?.archivo;
      return { status: res.statusCode, url: archivo && `/uploads/${archivo}` };
    }
    const fetchFile = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    it('serves the file to an enrolled student and to staff, each by an address of their own', async () => {
      await t.app.ctx.storage.writeFile('materiales/guia.pdf', sample.pdf);
      const mine = await materialAddress(t.world.a.auth);
      const staff = await materialAddress(t.world.admin.auth);
      expect(mine.url).toContain(`v=${t.world.a.user.id}&`);
      expect(staff.url).toContain(`v=${t.world.admin.user.id}&`);
      for (const url of [mine.url, staff.url]) {
        const res = await fetchFile(String(url));
        expect(res.statusCode, url).toBe(200);
        expect(res.rawPayload).toEqual(sample.pdf);
        expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
        const range = await fetchFile(String(url), { range: 'bytes=0-3' });
        expect(range.statusCode).toBe(206);
        expect(range.rawPayload).toEqual(sample.pdf.subarray(0, 4));
      }
    });

    it('gives no address to an anonymous caller, a student of another course or an ended access, and the old public path is gone', async () => {
      const { world, app } = t;
      const ended = await createStudent(app.ctx);
      await enrol(app.ctx, ended.id, world.course.id, {
        acceso_hasta: new Date(Date.now() - 1000),
      });
      for (const [who, auth, status] of [
        ['anonymous', undefined, 401],
        ['not enrolled', world.outsiderAuth, 403],
        ['ended access', await loginAs(app, ended.email), 403],
      ] as const) {
        const res = await materialAddress(auth);
        expect(res.status, who).toBe(status);
        expect(res.url, who).toBeUndefined();
      }
      const old = await fetchFile('/uploads/materiales/guia.pdf');
      expect(old.statusCode).toBe(404);
      expect(old.json().error.code).toBe('not_found');
    });

    it("refuses another student's address turned into one's own, a tampered, a moved and an expired one", async () => {
      const { world, app } = t;
      await app.ctx.storage.writeFile('materiales/guia.pdf', sample.pdf);
      await app.ctx.storage.writeFile('materiales/repuesto.pdf', sample.pdf);
      const url = new URL(`http://x${(await materialAddress(world.a.auth)).url}`);
      const changed = (param: string, value: string) => {
        const query = new URLSearchParams(url.searchParams);
        query.set(param, value);
        return `${url.pathname}?${query}`;
      };
      const sig = url.searchParams.get('sig') ?? '';
      const expired = app.ctx.storage.signer.sign(
        'materiales/guia.pdf',
        world.a.user.id,
        Date.now() - 2 * SIGNED_LIFETIME_MS,
      );
      for (const [what, attempt] of [
        ["another student's viewer", changed('v', String(world.b.user.id))],
        ['a later expiry', changed('exp', String(Number(url.searchParams.get('exp')) + 86_400))],
        [
          'a tampered signature',
          changed('sig', `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`),
        ],
        ['another file', `/uploads/materiales/repuesto.pdf${url.search}`],
        ['an expired signature', `/uploads/${expired}`],
        ['no signature', url.pathname],
      ]) {
        const res = await fetchFile(String(attempt));
        expect(res.statusCode, what).toBe(404);
      }
    });
  });
});
