import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../test/certificates-factories';
import { eventually } from '../../test/eventually';
import { createStudent } from '../../test/factories';
import { mailDeliveriesSettled } from '../../test/mail-jobs';
import * as sample from '../../test/sample-files';
import {
  createScratchDatabase,
  killStartedServers,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { makeTempDir } from '../../test/temp-dirs';
import { testConfig } from '../../test/test-config';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { LOGIN_LIMITS } from '../modules/auth/index';

/*
 * Scale-out: two server processes on one PostgreSQL database (the local server, or
 * TEST_DATABASE_URL; the embedded database belongs to one process by design) and one DATA_DIR,
 * as N instances behind a reverse proxy run. Black-box: only the API and the database.
 */

let dataDir: string;
let database: { url: string; drop(): Promise<void> };
let sink: SmtpSink;
/** Builds the test data (factories) on the same database, serving nothing. */
let helper: FastifyInstance;
let a: ServerProcess;
let b: ServerProcess;
let adminOnA: string;

beforeAll(async () => {
  dataDir = makeTempDir('academia-scale-');
  database = await createScratchDatabase();
  sink = await startSmtpSink();
  // Started together, as an orchestrator does: both migrate and install the job queue at once.
  [a, b] = await Promise.all([
    startServerProcess({ dataDir, databaseUrl: database.url, smtpUrl: sink.url }),
    startServerProcess({ dataDir, databaseUrl: database.url, smtpUrl: sink.url }),
  ]);
  const opened = await openDatabase({ databaseUrl: database.url, dataDir: '', inMemory: false });
  helper = await buildApp(testConfig(), { database: opened, runWorkers: false });
  await helper.ready();
  adminOnA = await a.login();
}, 120_000);

afterAll(async () => {
  killStartedServers();
  await helper?.close();
  await helper?.ctx.database.close();
  await sink?.close();
  await database?.drop();
});

/** Creates an article with a picture on `server` (multipart, as the admin screen sends it). */
async function createArticleOn(server: ServerProcess, token: string, nombre: string) {
  const category = await server.call('agregarCategoriaBlog', { nombre: `Cat ${nombre}` }, token);
  expect(category.status).toBe(200);
  const form = new FormData();
  form.append('nombre', nombre);
  form.append('descripcion', 'Resumen');
  form.append('contenido', '<p>Primera versión</p>');
  form.append('categoria', String((category.body.content as { id: number }).id));
  form.append('imagen', new Blob([new Uint8Array(sample.png)]), 'portada.png');
  const res = await fetch(`${server.url}/api/agregarArticulo/`, {
    method: 'POST',
    headers: { authorization: `token ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { id: number; slug: string; imagen: string } }).content;
}

describe('two server processes on one database and one storage', () => {
  it('accept each other’s tokens, and a sign-out on one ends the session on the other', async () => {
    const student = await createStudent(helper.ctx);
    const token = await a.login(student.email, 'Clave-de-prueba-1');
    const me = await b.get('getUserData', token);
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(student.email);
    expect((await b.call('logout', {}, token)).status).toBe(200);
    expect((await a.get('getUserData', token)).status).toBe(401);
  });

  it('serve on one what was written and uploaded through the other', async () => {
    const article = await createArticleOn(a, adminOnA, 'Escalar horizontalmente');
    const read = await b.call('getDetalleArticulo', { slug: article.slug });
    expect(read.status).toBe(200);
    expect((read.body.content as { contenido: string }).contenido).toBe('<p>Primera versión</p>');
    const image = article.imagen.startsWith('/') ? article.imagen : `/uploads/${article.imagen}`;
    const file = await fetch(`${b.url}${image}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(sample.png)).toBe(true);
  });

  it('show the new version of a public page on the other instance within a second', async () => {
    const article = await createArticleOn(a, adminOnA, 'Caché compartida');
    // B has served (and may cache) the first version before A changes it.
    for (let i = 0; i < 2; i++) {
      expect((await b.call('getDetalleArticulo', { slug: article.slug })).status).toBe(200);
    }
    const form = new FormData();
    form.append('articulo', String(article.id));
    form.append('nombre', 'Caché compartida');
    form.append('descripcion', 'Resumen');
    form.append('contenido', '<p>Segunda versión</p>');
    form.append('activo', '1');
    form.append(
      'categoria',
      String(
        (
          (await b.call('getDetalleArticulo', { slug: article.slug })).body.content as {
            categoria: number;
          }
        ).categoria,
      ),
    );
    const changed = await fetch(`${a.url}/api/actualizarArticulo/`, {
      method: 'POST',
      headers: { authorization: `token ${adminOnA}` },
      body: form,
    });
    expect(changed.status).toBe(200);
    const fresh = await eventually(async () => {
      const res = await b.call('getDetalleArticulo', { slug: article.slug });
      return (res.body.content as { contenido: string }).contenido === '<p>Segunda versión</p>';
    }, 1_000);
    expect(fresh).toBe(true);
  });

  it('count failed logins together: the wait starts whichever instance they reach', async () => {
    const student = await createStudent(helper.ctx);
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.free; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await server.call('auth', { username: student.email, password: 'mala-clave' });
      expect(res.status).toBe(400);
    }
    for (const server of [a, b]) {
      const res = await server.call('auth', {
        username: student.email,
        password: 'Clave-de-prueba-1',
      });
      expect(res.status).toBe(429);
    }
  });

  it('deliver each queued mail once although both run the queue workers', async () => {
    const { enrolment, course } = await createEnrolledStudent(helper.ctx);
    expect(
      (await a.call('generarCertificadoAlumno', { alumno: enrolment.id }, adminOnA)).status,
    ).toBe(200);
    const adminOnB = await b.login();
    const recipients = Array.from({ length: 6 }, (_, i) => `copia-${i}@prueba.test`);
    await Promise.all(
      recipients.map(async (email, i) => {
        const [server, token] = i % 2 === 0 ? [a, adminOnA] : [b, adminOnB];
        const res = await server.call(
          'enviarCertificadoEmail',
          { email, alumno: enrolment.id, curso: course.id },
          token,
        );
        expect(res.status).toBe(200);
      }),
    );
    const mine = () => sink.received.filter((m) => m.to.some((to) => recipients.includes(to)));
    expect(await eventually(async () => mine().length >= recipients.length, 20_000)).toBe(true);
    // Once no delivery job can run again, a second copy can no longer come.
    expect(
      await eventually(() => mailDeliveriesSettled(helper.ctx.database.executeSql), 20_000),
    ).toBe(true);
    expect(
      mine()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([...recipients].sort());
  });

  it('keep serving on one while the other shuts down gracefully', async () => {
    const adminOnB = await b.login();
    let failures = 0;
    let served = 0;
    let stopping = true;
    const traffic = (async () => {
      while (stopping) {
        const res = await b.get('getUserData', adminOnB);
        if (res.status === 200) served++;
        else failures++;
      }
    })();
    const student = await createStudent(helper.ctx);
    const token = await a.login(student.email, 'Clave-de-prueba-1');
    expect(await a.stop('SIGTERM')).toBe(0);
    stopping = false;
    await traffic;
    expect(failures).toBe(0);
    expect(served).toBeGreaterThan(0);
    // The session opened on the instance that left still works on the one that stayed.
    expect((await b.get('getUserData', token)).status).toBe(200);
  });
});
