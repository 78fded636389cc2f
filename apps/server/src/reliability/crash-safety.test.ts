import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrolledStudent } from '../../test/certificates-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../test/course-factories';
import { eventually } from '../../test/eventually';
import { createStudent, DEFAULT_PASSWORD } from '../../test/factories';
import { addMember, createGroup } from '../../test/groups-payments-factories';
import { createEvaluation } from '../../test/learning-factories';
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

/*
 * Crash safety, on PostgreSQL (the local server, or TEST_DATABASE_URL): one server process is
 * killed with SIGKILL while seven operations are in flight, each stopped at a known point by a
 * lock this test holds from its own connection (or, for the upload, by the test not sending the
 * rest of the body). After the lock is released and the server restarted, nothing is
 * half-written, every file a row names exists, and the mail that was waiting is delivered.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let dataDir: string;
let database: { url: string; drop(): Promise<void> };
let sink: SmtpSink;
/** Builds the test data (factories) on the same database, serving nothing. */
let helper: FastifyInstance;
let sql: pg.Client;
/** Holds the locks; a separate connection, as statistics are read once per transaction. */
let holder: pg.Client;
let server: ServerProcess;

/** Ids of what each in-flight operation touched, filled in `beforeAll`. */
const s = {} as {
  admin: string;
  student: string;
  lessonStreamed: number;
  lessonStored: number;
  videoBefore: string;
  attempt: { evaluacion: number; alumno_curso: number; right: object[] };
  payment: { alumno: number; grupo: number; idempotency_key: string };
  newCertificate: number;
  rerendered: { alumno: number; id: number; unique_id: string; archivo: string };
  mail: { email: string; alumno: number; curso: number };
};

async function rows<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await sql.query<T>(text, values)).rows;
}

/** Every value of a text column that looks like a stored file (`folder/…/name.ext`). */
async function referencedFiles(): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('character varying', 'text')`,
  );
  const found = new Set<string>();
  for (const c of columns) {
    const values = await rows<{ v: string }>(
      `select distinct "${c.column_name}" as v from "${c.table_name}"
       where "${c.column_name}" ~ '^[a-z0-9_-]+(/[A-Za-z0-9_.-]+)+\\.[a-z0-9]{2,5}$'`,
    );
    for (const { v } of values) found.add(v);
  }
  return [...found];
}

const stored = (relative: string) =>
  [path.join(dataDir, 'uploads', relative), path.join(dataDir, 'private', relative)].find((f) =>
    existsSync(f),
  );

/** A whole PDF: its header and its end-of-file marker. */
function isWholePdf(file: string): boolean {
  const bytes = readFileSync(file);
  return (
    bytes.subarray(0, 5).toString() === '%PDF-' &&
    bytes.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

const partialFiles = () =>
  readdirSync(path.join(dataDir, 'tmp')).filter((name) => name.endsWith('.part'));

/** Waits until a server connection waits for a lock in a statement matching `pattern`. */
async function blockedOn(pattern: string): Promise<void> {
  const held = await eventually(async () => {
    const found = await rows(
      `select 1 from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [pattern],
    );
    return found.length > 0;
  }, 20_000);
  if (!held) {
    const activity = await rows(
      'select state, wait_event_type, query from pg_stat_activity where datname = current_database()',
    );
    throw new Error(
      `Ninguna sentencia quedó esperando en ${pattern}\n${JSON.stringify(activity, null, 1)}\n${server.output()}`,
    );
  }
}

/** Sends the lesson form with a video whose body never ends; resolves when the request dies. */
function slowVideoUpload(port: number, token: string, subtema: number): Promise<void> {
  const boundary = `----prueba${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/agregarContenidoSubtema/',
    headers: {
      authorization: `token ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  request.write(field('subtema', String(subtema)) + field('nombre', 'Clase en vivo'));
  request.write(
    `--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="clase.mp4"\r\n` +
      'content-type: video/mp4\r\n\r\n',
  );
  request.write(sample.mp4);
  const filler = Buffer.alloc(64 * 1024);
  for (let i = 0; i < 32; i++) request.write(filler);
  return new Promise((resolve) => {
    request.on('error', () => resolve());
    request.on('response', () => resolve());
  });
}

beforeAll(async () => {
  dataDir = makeTempDir('academia-crash-');
  database = await createScratchDatabase();
  sink = await startSmtpSink();
  server = await startServerProcess({ dataDir, databaseUrl: database.url, smtpUrl: sink.url });

  const opened = await openDatabase({ databaseUrl: database.url, dataDir: '', inMemory: false });
  helper = await buildApp(testConfig(), { database: opened, runWorkers: false });
  await helper.ready();
  const ctx = helper.ctx;
  sql = new pg.Client({ connectionString: database.url });
  holder = new pg.Client({ connectionString: database.url });
  await Promise.all([sql.connect(), holder.connect()]);

  s.admin = await server.login();

  // Two lessons: one gets a video that never finishes arriving, the other a video stored whole
  // whose database write is then held (it already has a video, which must survive).
  const course = await createCourse(ctx);
  const topic = await createTopic(ctx, course.id);
  s.lessonStreamed = (await createSubtopic(ctx, topic.id)).id;
  s.lessonStored = (await createSubtopic(ctx, topic.id)).id;
  const form = new FormData();
  form.append('subtema', String(s.lessonStored));
  form.append('nombre', 'Con video');
  form.append('video', new Blob([new Uint8Array(sample.mp4)]), 'clase.mp4');
  const first = await fetch(`${server.url}/api/agregarContenidoSubtema/`, {
    method: 'POST',
    headers: { authorization: `token ${s.admin}` },
    body: form,
  });
  expect(first.status).toBe(200);
  // The answer signs the path for the caller (signed-files.ts); the database keeps the bare path.
  const answered = ((await first.json()) as { content: { video: string } }).content.video;
  s.videoBefore = answered.split('?', 1)[0] ?? answered;

  // An evaluation attempt started by a student.
  const ev = await createEvaluation(ctx, course.id);
  const student = await createStudent(ctx);
  const enrolment = await enrol(ctx, student.id, course.id);
  s.student = await server.login(student.email, DEFAULT_PASSWORD);
  s.attempt = { evaluacion: ev.evaluation.id, alumno_curso: enrolment.id, right: ev.right };
  const started = await server.call('getPreguntasEvaluacionCursoAlumno', s.attempt, s.student);
  expect(started.status).toBe(200);

  // A group member to pay.
  const grupo = await createGroup(ctx, course.id);
  await addMember(ctx, grupo.id, student.id, { alumno_curso: enrolment.id });
  s.payment = { alumno: student.id, grupo: grupo.id, idempotency_key: randomUUID() };

  // A certificate to issue; one whose PDF went missing (rendered again); one to mail.
  s.newCertificate = (await createEnrolledStudent(ctx)).enrolment.id;
  const lost = (await createEnrolledStudent(ctx)).enrolment.id;
  const issued = await server.call('generarCertificadoAlumno', { alumno: lost }, s.admin);
  expect(issued.status).toBe(200);
  const cert = issued.body.content as { id: number; unique_id: string; archivo: string };
  s.rerendered = { alumno: lost, id: cert.id, unique_id: cert.unique_id, archivo: cert.archivo };
  rmSync(stored(s.rerendered.archivo) ?? '', { force: true });
  const mailed = await createEnrolledStudent(ctx);
  expect(
    (await server.call('generarCertificadoAlumno', { alumno: mailed.enrolment.id }, s.admin))
      .status,
  ).toBe(200);
  s.mail = {
    email: 'egresada@prueba.test',
    alumno: mailed.enrolment.id,
    curso: mailed.course.id,
  };

  // The locks, all in one transaction of this test's connection.
  await holder.query('begin');
  await holder.query('select id from subtemas where id = $1 for update', [s.lessonStored]);
  await holder.query('lock table alumno_evaluacion_respuestas in exclusive mode');
  await holder.query('lock table pagos in exclusive mode');
  await holder.query('lock table certificados in exclusive mode');
  await holder.query('lock table pgboss.job in exclusive mode');

  const inFlight: Promise<unknown>[] = [
    slowVideoUpload(server.port, s.admin, s.lessonStreamed),
    fetch(`${server.url}/api/agregarContenidoSubtema/`, {
      method: 'POST',
      headers: { authorization: `token ${s.admin}` },
      body: (() => {
        const f = new FormData();
        f.append('subtema', String(s.lessonStored));
        f.append('nombre', 'Video nuevo');
        f.append('video', new Blob([new Uint8Array(sample.mp4)]), 'nuevo.mp4');
        return f;
      })(),
    }),
    server.call(
      'enviarRespueastasEvaluacionAlumno',
      { ...s.attempt, respuestas: s.attempt.right },
      s.student,
    ),
    server.call(
      'agregarPagoAlumnoCurso',
      { ...s.payment, monto: '750.00', fecha: '2026-01-10', metodo_pago: 1 },
      s.admin,
    ),
    server.call('generarCertificadoAlumno', { alumno: s.newCertificate }, s.admin),
    server.call('generarCertificadoAlumno', { alumno: s.rerendered.alumno }, s.admin),
    server.call('enviarCertificadoEmail', s.mail, s.admin),
  ].map((p) => p.catch(() => undefined));

  // Each operation is now stopped at its point: after its first statements, or after its files.
  const streaming = await eventually(
    async () =>
      partialFiles().some((f) => statSync(path.join(dataDir, 'tmp', f)).size > 512 * 1024),
    20_000,
  );
  expect(streaming, server.output()).toBe(true);
  await blockedOn('%from "subtemas"%for update%');
  // The grading, held at its answers' insert: pg_stat_activity keeps only the first 1 024
  // characters of its text, the update that opens it.
  await blockedOn('%update "alumno_evaluacion_curso"%set calificacion%');
  await blockedOn('%insert into "pagos"%');
  await blockedOn('%insert into "certificados"%');
  await blockedOn('%update "certificados"%');
  await blockedOn('%insert into pgboss.job%');
  // Another job's insert may be the one held: the kill must also come after the mail's row is
  // committed (its job is queued after that), or no mail was written before the crash.
  const written = await eventually(
    async () =>
      (await rows('select 1 from mail_outbox where destinatario = $1', [s.mail.email])).length > 0,
    20_000,
  );
  expect(written, server.output()).toBe(true);

  expect(await server.stop('SIGKILL')).toBeNull();
  await holder.query('rollback');
  await Promise.all(inFlight);

  // Time the restart "comes" later, without waiting for it: a day for the upload left-over,
  // past the minute after which the sweeper takes a mail that never reached the queue.
  const old = new Date(Date.now() - 2 * DAY_MS);
  for (const f of partialFiles()) utimesSync(path.join(dataDir, 'tmp', f), old, old);
  await sql.query(
    "update mail_outbox set creado = creado - interval '2 minutes' where encolado is null",
  );
  server = await startServerProcess({ dataDir, databaseUrl: database.url, smtpUrl: sink.url });
}, 120_000);

afterAll(async () => {
  killStartedServers();
  await sql?.end();
  await holder?.end();
  await helper?.close();
  await helper?.ctx.database.close();
  await sink?.close();
  await database?.drop();
});

describe('after a SIGKILL in the middle of seven operations and a restart', () => {
  it('keeps no row that names a missing file', async () => {
    const missing = (await referencedFiles()).filter((f) => stored(f) === undefined);
    expect(missing).toEqual([]);
  });

  it('upload cut mid-stream: nothing references it and start-up swept the partial file', async () => {
    const [lesson] = await rows('select video from subtemas where id = $1', [s.lessonStreamed]);
    expect(lesson?.video).toBeNull();
    expect(await eventually(async () => partialFiles().length === 0, 5_000)).toBe(true);
  });

  it('upload stored but not committed: the lesson keeps its previous video, whole', async () => {
    const [lesson] = await rows('select video from subtemas where id = $1', [s.lessonStored]);
    expect(lesson?.video).toBe(s.videoBefore);
    const file = stored(s.videoBefore);
    expect(file && readFileSync(file).equals(sample.mp4)).toBe(true);
  });

  it('evaluation submit: graded whole (answers and audit entry) or still open and gradable', async () => {
    const attempts = await rows<{ id: number; fecha: Date | null; calificacion: string | null }>(
      'select id, fecha, calificacion from alumno_evaluacion_curso where alumno_curso = $1',
      [s.attempt.alumno_curso],
    );
    expect(attempts).toHaveLength(1);
    const attempt = attempts[0];
    const answers = await rows(
      'select 1 from alumno_evaluacion_respuestas where alumno_evaluacion_curso = $1',
      [attempt?.id],
    );
    const audited = await rows(
      "select 1 from auditoria where entidad = 'alumno_evaluacion_curso' and entidad_id = $1",
      [String(attempt?.id)],
    );
    const again = () =>
      server.call(
        'enviarRespueastasEvaluacionAlumno',
        { ...s.attempt, respuestas: s.attempt.right },
        s.student,
      );
    if (attempt?.fecha) {
      // The grading is one statement: PostgreSQL finished it after the server died, whole.
      expect(attempt.calificacion).toBe('100.00');
      expect(answers).toHaveLength(s.attempt.right.length);
      expect(audited).toHaveLength(1);
      expect((await again()).status).toBe(409);
      return;
    }
    expect(answers).toHaveLength(0);
    expect(audited).toHaveLength(0);
    const sent = await again();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [graded] = await rows<{ calificacion: string; fecha: Date | null }>(
      'select calificacion, fecha from alumno_evaluacion_curso where id = $1',
      [attempt?.id],
    );
    expect(graded).toMatchObject({ calificacion: '100.00', fecha: expect.any(Date) });
  });

  it('payment: no row was written and the same idempotency key records it once', async () => {
    const count = async () =>
      (await rows('select 1 from pagos where alumno = $1', [s.payment.alumno])).length;
    expect(await count()).toBe(0);
    const body = { ...s.payment, monto: '750.00', fecha: '2026-01-10', metodo_pago: 1 };
    const a = await server.call('agregarPagoAlumnoCurso', body, s.admin);
    const b = await server.call('agregarPagoAlumnoCurso', body, s.admin);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status).toBe(200);
    expect((a.body.content as { id: number }).id).toBe((b.body.content as { id: number }).id);
    expect(await count()).toBe(1);
  });

  it('certificate: none was issued, and issuing it now gives a whole PDF', async () => {
    expect(
      await rows('select 1 from certificados where alumno_curso = $1', [s.newCertificate]),
    ).toHaveLength(0);
    const res = await server.call(
      'generarCertificadoAlumno',
      { alumno: s.newCertificate },
      s.admin,
    );
    expect(res.status).toBe(200);
    const file = stored((res.body.content as { archivo: string }).archivo);
    expect(file && isWholePdf(file)).toBe(true);
  });

  it('certificate rendered again: the row is unchanged and its PDF, written whole, is there', async () => {
    const certs = await rows(
      'select id, unique_id, archivo from certificados where alumno_curso = $1',
      [s.rerendered.alumno],
    );
    expect(certs).toEqual([
      { id: s.rerendered.id, unique_id: s.rerendered.unique_id, archivo: s.rerendered.archivo },
    ]);
    const file = stored(s.rerendered.archivo);
    expect(file && isWholePdf(file)).toBe(true);
  });

  it('mail: the one written before the crash is delivered after the restart, once', async () => {
    const mine = () => sink.received.filter((m) => m.to.includes(s.mail.email));
    expect(await eventually(async () => mine().length > 0, 15_000), server.output()).toBe(true);
    // Once no delivery job can run again, a second copy can no longer come.
    expect(await eventually(() => mailDeliveriesSettled((text) => sql.query(text)), 15_000)).toBe(
      true,
    );
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.parsed.attachments).toHaveLength(1);
  });
});
