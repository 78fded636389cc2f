import type { CallDefinition } from '@academia/contract/core/call';
import { calls } from '@academia/contract/index';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint';
import { PRIVILEGED_EXTRAS, type Variant, variantsOf } from './hostile-input';
import {
  type Perspective,
  type SendOptions,
  sampleFiles,
  sampleRequest,
  sendCall,
  unique,
} from './sample-request';
import { useWorldApp } from './security-app';
import { newSession, type World } from './world';

/** Words one of which every Spanish sentence the API answers with contains. */
const SPANISH =
  /\b(el|la|los|las|no|de|del|un|una|es|son|ya|debe|puede|petición|datos|válid[oa]s?|demasiad[oa])\b/i;

/** Calls that create administrators by design: the privilege check does not apply to them. */
const CREATE_ADMINISTRATORS = new Set(['agregarAdministrador', 'createSuperUser']);

interface Caller {
  who: Perspective;
  auth: string | undefined;
  label: string;
}

/** Who sweeps a call: anonymous on public calls, else the administrator, else the student. */
function callerOf(call: CallDefinition, world: World): Caller {
  const admits = (role: 'admin' | 'student') =>
    call.access === 'signed-in' || (Array.isArray(call.access) && call.access.includes(role));
  if (call.access === 'anyone') return { who: 'staff', auth: undefined, label: 'anonymous' };
  if (admits('admin')) return { who: 'staff', auth: world.admin.auth, label: 'admin' };
  return { who: 'a', auth: world.a.auth, label: 'student' };
}

function requestFor(
  call: CallDefinition,
  world: World,
  caller: Caller,
  variant: Variant,
): { fields: Record<string, unknown>; options: SendOptions } {
  const fields = sampleRequest(call, world, caller.who);
  const options: SendOptions = { auth: caller.auth };
  switch (variant.kind) {
    case 'field':
      fields[variant.field] = variant.value;
      break;
    case 'missing':
      delete fields[variant.field];
      break;
    case 'extras': {
      const extras = PRIVILEGED_EXTRAS(world.b.user.id);
      for (const [key, value] of Object.entries(extras)) if (!(key in fields)) fields[key] = value;
      break;
    }
    case 'raw':
      options.raw = { body: variant.body, contentType: variant.contentType };
      break;
    case 'filename':
      options.files = sampleFiles(call).map((f) => ({ ...f, name: variant.name }));
      break;
    case 'fieldname':
      options.files = sampleFiles(call).map((f) => ({ ...f, field: variant.name }));
      fields[variant.name] = 'x';
      break;
  }
  return { fields, options };
}

/** The error handler's words for a value the database refused: a schema should have caught it. */
const DATABASE_NET = [
  'Uno de los valores enviados no es válido.',
  'Ya existe un registro con esos datos.',
  'La operación no es posible: hay registros relacionados que lo impiden o ya no existen.',
];

function checkAnswer(res: LightMyRequestResponse, what: string): void {
  expect.soft(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = res.json() as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  expect(body.success, what).toBe(false);
  expect(typeof body.error?.code, what).toBe('string');
  expect(String(body.error?.message), what).toMatch(SPANISH);
  if (DATABASE_NET.includes(String(body.error?.message))) netHits.push(what);
}

const netHits: string[] = [];

/** How many accounts are administrators by either mark: no request may raise it by accident. */
async function privileged(t: ReturnType<typeof useWorldApp>) {
  const { rows } = await t.database.executeSql(
    'select count(*) filter (where tipo = 0)::int as tipo0, count(*) filter (where is_staff)::int as staff from users',
  );
  return { tipo0: Number(rows[0]?.tipo0), staff: Number(rows[0]?.staff) };
}

describe('hostile input sweep: every call with input no client should send', () => {
  const t = useWorldApp();

  /** Sends one hostile variant of a call and checks the answer's shape. */
  const logoutSessions: string[] = [];

  async function send(call: CallDefinition, caller: Caller, variant: Variant) {
    const { fields, options } = requestFor(call, t.world, caller, variant);
    // Logging out revokes the token it is sent with: each attempt brings a session of its own.
    if (call.name === 'logout') options.auth = logoutSessions.pop();
    const res = await sendCall(t.app, call, fields, options);
    const field = 'field' in variant ? ` ${variant.field}` : '';
    checkAnswer(res, `${call.name} as ${caller.label}, ${variant.kind}${field} = ${variant.label}`);
    return res;
  }

  const call = (name: string) => {
    const found = calls.find((c) => c.name === name);
    if (!found) throw new Error(`no call ${name}`);
    return found;
  };
  const text = 'Ana 😀👩🏽‍💻 \u202Eأهلا\u202C \u200F tab\there';

  it('stores emoji, RTL marks and control characters exactly as sent', async () => {
    const res = await sendCall(
      t.app,
      call('agregarCategoriaCurso'),
      { nombre: text },
      {
        auth: t.world.admin.auth,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.executeSql(
      'select count(*)::int as n from categorias_curso where nombre = $1',
      [text],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps a student's new profile item theirs whatever owner fields they add", async () => {
    const b = t.world.b.user.id;
    const res = await sendCall(
      t.app,
      call('agregarCargo'),
      { puesto: text, alumno: b, usuario: b, id: 1, tipo: 0, is_staff: true },
      { auth: t.world.a.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.executeSql('select alumno from puestos where puesto = $1', [
      text,
    ]);
    expect(rows).toEqual([{ alumno: t.world.a.user.id }]);
  });

  it('registers a student as a student whatever role fields the form adds', async () => {
    const form = (email: string) => ({
      first_name: text,
      last_name: 'Ruiz',
      celular: '5512345678',
      email,
      is_staff: true,
      is_superuser: true,
    });
    const refused = `intruso${unique()}@prueba.test`;
    const asAdmin = await sendCall(t.app, call('createAlumno'), { ...form(refused), tipo: 0 });
    expect(asAdmin.statusCode, asAdmin.body).toBe(400);

    const email = `alumno${unique()}@prueba.test`;
    const res = await sendCall(t.app, call('createAlumno'), form(email));
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.executeSql(
      'select email, tipo, is_staff, first_name from users where email in ($1, $2)',
      [email, refused],
    );
    expect(rows).toEqual([{ email, tipo: 1, is_staff: false, first_name: text }]);
  });

  it('answers every hostile request with a 4xx in Spanish or takes it as sent, never a 5xx', async () => {
    // Made before any fingerprint, so that the sessions are not counted as written.
    for (const call of calls.filter((c) => c.name === 'logout')) {
      for (const _ of variantsOf(call)) {
        logoutSessions.push(await newSession(t.app, t.world.admin.user.id));
      }
    }
    let tried = 0;
    let refused = 0;
    for (const call of calls) {
      const caller = callerOf(call, t.world);
      const variants = variantsOf(call);
      const refuse = variants.filter((v) => !v.mayPass);
      const before = await fingerprint(t.database, t.config.dataDir);
      for (const { variant } of refuse) {
        const res = await send(call, caller, variant);
        const field = 'field' in variant ? ` ${variant.field}` : '';
        expect
          .soft(res.statusCode, `${call.name}${field} = ${variant.label} must be refused`)
          .toBeGreaterThanOrEqual(400);
        tried++;
      }
      expect.soft(await fingerprint(t.database, t.config.dataDir), call.name).toEqual(before);
      refused += refuse.length;
      for (const { variant } of variants.filter((v) => v.mayPass)) {
        const privilegedBefore = variant.kind === 'extras' ? await privileged(t) : undefined;
        await send(call, caller, variant);
        if (privilegedBefore && !CREATE_ADMINISTRATORS.has(call.name)) {
          const after = await privileged(t);
          expect(after.tipo0, `${call.name}: privileged extras`).toBeLessThanOrEqual(
            privilegedBefore.tipo0,
          );
          expect(after.staff, `${call.name}: privileged extras`).toBeLessThanOrEqual(
            privilegedBefore.staff,
          );
        }
        tried++;
      }
      const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
      expect(health.statusCode, `health after ${call.name}`).toBe(200);
    }
    expect(netHits).toEqual([]);
    expect(tried).toBeGreaterThan(calls.length * 20);
    expect(refused).toBeGreaterThan(tried / 2);
  }, 600_000);
});
