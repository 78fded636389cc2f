import type { CallDefinition, UploadKind } from '@academia/contract/core/call';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { mp4, pdf, png } from '../../test/sample-files';
import {
  PROFILE_ITEM_CALLS,
  PROFILE_ITEM_EDIT_CALLS,
  type ProfileItemCall,
  type StudentData,
  type World,
} from './world';

/** The JSON Schema subset the contract's request schemas produce. */
export interface FieldSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

const schemas = new WeakMap<CallDefinition, FieldSchema>();

/** A call's request as JSON Schema (what the API documentation shows), computed once. */
export function requestSchema(call: CallDefinition): FieldSchema {
  const known = schemas.get(call);
  if (known) return known;
  const schema = z.toJSONSchema(call.request, {
    io: 'input',
    unrepresentable: 'any',
  }) as FieldSchema;
  schemas.set(call, schema);
  return schema;
}

/** Who makes a request: a student uses their own records, everybody else the world's. */
export type Perspective = 'a' | 'b' | 'staff';

let sequence = 0;
/** A value nobody used before in this run: e-mails and names that must be unique. */
export const unique = () => `${process.pid}${++sequence}`;

/** Certificate calls name the enrolment `alumno`. */
const CERTIFICATE_CALLS = new Set([
  'generarCertificadoAlumno',
  'revocarCertificadoAlumno',
  'enviarCertificadoEmail',
]);
const BLOG_CALLS = /Articulo|CategoriaBlog/;
const JOB_CALLS = new Set(['getJob', 'editarJob', 'getAplicantes']);
const FORUM_QUESTION_CALLS = new Set([
  'editarPreguntaForo',
  'getRespuestasPreguntaForo',
  'getDataForoDiscusion',
]);

/** Calls that change a course's state or delete it: they act on the world's spare course. */
const LIFECYCLE_CALLS = new Set([
  'publicarCurso',
  'archivarCurso',
  'restaurarCurso',
  'eliminarCurso',
]);

/**
 * The world's id for a field, by its name, for the caller's perspective. Names that mean
 * different things in different calls are told apart by the call; ids that an administrator's
 * call would delete or lock point at rows kept for that purpose.
 */
function idFor(
  call: CallDefinition,
  field: string,
  schema: FieldSchema,
  world: World,
  who: Perspective,
): unknown {
  const own: StudentData = who === 'b' ? world.b : world.a;
  const name = call.name;
  if (!takesNumber(schema)) {
    if (field === 'curso') return world.course.slug;
    if (!STRING_IDS.has(field)) return undefined;
  }
  switch (field) {
    case 'curso':
      return LIFECYCLE_CALLS.has(name) ? world.spare.course : world.course.id;
    case 'cursos':
      return [world.course.id];
    case 'alumno_curso':
      // Administrators change enrolments (extend, deactivate): the victim's, not A's.
      return who === 'staff' && isAdminOnly(call) ? world.victim.enrolment : own.enrolment;
    case 'alumno':
      if (CERTIFICATE_CALLS.has(name)) {
        return world.victim.enrolment;
      }
      return who === 'staff' ? world.victim.student.id : own.user.id;
    case 'alumno_evaluacion_curso':
      return world.a.attempt;
    case 'intento':
      // getRevisionIntentoAlumno: the attempt of the enrolment sent beside it.
      return own.attempt;
    case 'pago':
      return own.payment;
    case 'tema':
      if (name === 'eliminarTema') return world.spare.topic;
      return world.topic;
    case 'subtema':
    case 'subtopic':
      return name === 'eliminarSubtema' ? world.spare.subtopic : world.subtopic;
    case 'quiz':
      return world.quiz;
    case 'evaluacion':
      return name === 'eliminarEvaluacionCurso' ? world.spare.evaluation : world.evaluation;
    case 'pregunta':
      if (FORUM_QUESTION_CALLS.has(name)) return world.forum;
      if (name === 'eliminarPreguntaEvaluacion') return world.spare.evaluationQuestion;
      return world.evaluationQuestion;
    case 'pregunta_id':
      return world.evaluationQuestion;
    case 'respuesta':
      if (name === 'eliminarRespuestaForoDiscusion') return world.spare.forumAnswer;
      return world.spare.forumReply;
    case 'foro':
    case 'foro_discusion':
      return world.forum;
    case 'foro_discusion_respuesta':
      return own.forumAnswer;
    case 'grupo':
      return world.group;
    case 'profesor':
      return world.victim.teacher.id;
    case 'administrador':
      return world.victim.admin.id;
    case 'usuario':
      // cerrarSesionesUsuario: the victim's sessions, never the callers' the matrix still uses.
      return world.victim.student.id;
    case 'categoria':
      if (BLOG_CALLS.test(name)) {
        return name === 'eliminarCategoriaBlog' ? world.spare.blogCategory : world.blog.category;
      }
      return name === 'eliminarCategoriaCurso' ? world.spare.courseCategory : world.course.category;
    case 'articulo':
      return world.blog.article;
    case 'noticia':
      return world.blog.news;
    case 'job':
      return world.job;
    case 'aplicante':
      return world.applicant;
    case 'id':
      if (isProfileItemCall(name)) return own.profileItems[name];
      if (name === 'eliminarMaterialSubtema') return world.spare.material;
      return world.topic;
    case 'unique_id':
      return JOB_CALLS.has(name) ? world.job : own.certificate;
    case 'slug':
      return BLOG_CALLS.test(name) ? world.blog.slug : world.course.slug;
    case 'credencial':
      return own.certificate;
    case 'nuevoOrden':
      return name === 'actualizarOrdenTemas' ? world.topicOrder : world.subtopicOrder;
    case 'respuestas':
      if (name === 'enviarRespueastasEvaluacionAlumno') return world.rightAnswers;
      return undefined;
    default:
      return undefined;
  }
}

/** Fields that name a record by a string: a slug, a public code. */
const STRING_IDS = new Set(['slug', 'unique_id', 'job', 'credencial']);

function takesNumber(schema: FieldSchema): boolean {
  if (schema.type === 'integer' || schema.type === 'number' || schema.type === 'array') return true;
  // An id is itself a choice (an integer or its digits), possibly inside another (a uuid or an id).
  return (schema.anyOf ?? []).some(
    (o) => o.type === 'integer' || (o.anyOf ?? []).some((inner) => inner.type === 'integer'),
  );
}

function isProfileItemCall(name: string): name is ProfileItemCall {
  return ([...PROFILE_ITEM_CALLS, ...PROFILE_ITEM_EDIT_CALLS] as readonly string[]).includes(name);
}

function isAdminOnly(call: CallDefinition): boolean {
  return Array.isArray(call.access) && call.access.length === 1 && call.access[0] === 'admin';
}

/** A plain value that satisfies a field's schema, for fields no world id names. */
function valueFor(field: string, schema: FieldSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const options = schema.anyOf.filter((o) => o.type !== 'null' && o.const !== '');
    return valueFor(field, options[options.length - 1] ?? schema.anyOf[0] ?? {});
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? 1);
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 2);
      return Array.from({ length: count }, (_, i) =>
        i === 0
          ? valueFor(field, schema.items ?? {})
          : withCorrect(valueFor(field, schema.items ?? {})),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) out[key] = valueFor(key, sub);
      }
      return out;
    }
    default:
      return stringFor(field, schema);
  }
}

/** The second option of a question is the wrong one, so a question has one right answer. */
function withCorrect(value: unknown): unknown {
  if (value && typeof value === 'object' && 'correcta' in value) return { ...value, correcta: 0 };
  return value;
}

function stringFor(field: string, schema: FieldSchema): string {
  if (field === 'email' || schema.format === 'email') return `persona${unique()}@prueba.test`;
  if (field === 'password') return DEFAULT_PASSWORD;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date' || field.startsWith('fecha') || field === 'acceso_hasta') {
    return '2026-03-01';
  }
  if (schema.format === 'uri' || field === 'url' || field === 'link') return 'https://example.com/';
  if (schema.pattern?.includes('\\d{1,10}')) return '150.00';
  if (schema.pattern === '^[a-z0-9-]+$') return `texto-${unique()}`;
  if (field === 'celular' || field === 'telefono') return '5512345678';
  return `Texto ${unique()}`.slice(0, schema.maxLength ?? 100);
}

/** Values that differ from the plain sample because the call's rules need them. */
function overrideFor(
  call: CallDefinition,
  world: World,
  who: Perspective,
): Record<string, unknown> {
  switch (call.name) {
    case 'auth':
      return { username: world.admin.user.email, password: DEFAULT_PASSWORD };
    case 'cancelarSuscripcion':
      // The right password would close the caller's own account in the middle of the matrix.
      return { password: 'no-es-la-clave' };
    case 'actualizarAlumno': {
      const user = who === 'staff' ? world.victim.student : (who === 'b' ? world.b : world.a).user;
      return { email: user.email, first_name: user.first_name, last_name: user.last_name };
    }
    case 'agregarPreguntaQuizSubtema':
      return { respuestas: ['Sí', 'No'], respuestaCorrecta: 0 };
    case 'actualizarGrupoCurso':
      // The group keeps its teacher, whose scoped calls (`teaches`) the matrix makes later.
      return { profesor: world.teacher.user.id };
    default:
      return {};
  }
}

/** A valid request of a call, required fields only, as `who` would send it. */
export function sampleRequest(
  call: CallDefinition,
  world: World,
  who: Perspective,
): Record<string, unknown> {
  const schema = requestSchema(call);
  const out: Record<string, unknown> = {};
  for (const [field, sub] of Object.entries(schema.properties ?? {})) {
    const fromWorld = idFor(call, field, sub, world, who);
    if (fromWorld !== undefined) {
      out[field] = fromWorld;
      continue;
    }
    if (schema.required?.includes(field)) out[field] = valueFor(field, sub);
  }
  return { ...out, ...overrideFor(call, world, who) };
}

const FILE_OF_KIND: Record<UploadKind, { bytes: Buffer; name: string }> = {
  image: { bytes: png, name: 'foto.png' },
  video: { bytes: mp4, name: 'clase.mp4' },
  pdf: { bytes: pdf, name: 'documento.pdf' },
  material: { bytes: pdf, name: 'material.pdf' },
};

const VACANCIES_CSV = Buffer.from(
  'puesto,empresa,sueldoMinimo,moneda,ciudadActual,modalidadActual,ultima_actualizacion\n' +
    'Analista,ACME,20000,MXN,CDMX,remoto,2026-01-10\n',
);

export interface UploadFile {
  field: string;
  bytes: Buffer;
  name: string;
}

/** One small valid file per file field of a multipart call. */
export function sampleFiles(call: CallDefinition): UploadFile[] {
  return Object.entries(call.files ?? {}).map(([field, spec]) => {
    if (call.name === 'importarVacantes') {
      return { field, bytes: VACANCIES_CSV, name: 'vacantes.csv' };
    }
    const file = FILE_OF_KIND[spec.kind];
    return { field: spec.multiple ? `${field}[0]` : field, ...file };
  });
}

export interface SendOptions {
  auth?: string;
  files?: UploadFile[];
  /** A raw body sent as is, with this content type (hostile bodies). */
  raw?: { body: string | Buffer; contentType: string };
  /** Each request comes from its own address, so per-address rate limits never answer. */
  remoteAddress?: string;
}

let address = 0;
function nextAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Sends a call as the browser would: a query string, a JSON body or a multipart form. */
export async function sendCall(
  app: FastifyInstance,
  call: CallDefinition,
  fields: Record<string, unknown>,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = options.auth ? { authorization: options.auth } : {};
  const remoteAddress = options.remoteAddress ?? nextAddress();
  if (options.raw) {
    return app.inject({
      method: call.method,
      url: call.path,
      headers: { ...headers, 'content-type': options.raw.contentType },
      payload: options.raw.body,
      remoteAddress,
    });
  }
  if (call.body === 'query') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) query.append(key, fieldText(value));
    const qs = query.toString();
    return app.inject({
      method: 'GET',
      url: qs ? `${call.path}?${qs}` : call.path,
      headers,
      remoteAddress,
    });
  }
  if (call.body === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, fieldText(value));
    for (const file of options.files ?? sampleFiles(call)) {
      form.append(file.field, new File([new Uint8Array(file.bytes)], file.name));
    }
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: call.path,
      headers: { ...headers, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress,
    });
  }
  return app.inject({ method: 'POST', url: call.path, headers, payload: fields, remoteAddress });
}
