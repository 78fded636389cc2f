import type { CallDefinition, Role } from '@academia/contract/core/call';
import { calls } from '@academia/contract/index';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../test/factories';
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
});
