import type { CallDefinition } from '@academia/contract/core/call';
import { ZErrorBody } from '@academia/contract/core/envelope';
import { z } from 'zod';

function schemaOf(type: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

function accessText(call: CallDefinition): string {
  if (call.access === 'anyone') return 'Cualquiera, sin token.';
  if (call.access === 'signed-in') return 'Cualquier usuario con sesión iniciada.';
  return `Roles: ${call.access.join(', ')}.`;
}

type Paths = Record<string, Record<string, unknown>>;

/**
 * The document's paths per list of calls, made once per process: turning every call's schemas
 * into JSON Schema takes about 100 ms, which each app built in the process (each API test file
 * builds its own) would pay again. Nothing changes the paths once made.
 */
const pathsOfCalls = new WeakMap<readonly CallDefinition[], Paths>();

/** The OpenAPI 3 document of every contract call, generated from the same zod schemas. */
export function buildOpenApiDocument(calls: readonly CallDefinition[], title: string) {
  let paths = pathsOfCalls.get(calls);
  if (!paths) {
    paths = pathsOf(calls);
    pathsOfCalls.set(calls, paths);
  }
  return {
    openapi: '3.0.3',
    info: { title: `API de ${title}`, version: '1.0.0' },
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'El valor es `token <clave>`, como lo guarda el cliente.',
        },
      },
    },
    paths,
  };
}

function pathsOf(calls: readonly CallDefinition[]): Paths {
  const paths: Paths = {};
  for (const call of calls) {
    const input = schemaOf(call.request, 'input') as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const success = schemaOf(
      z.object({ success: z.literal(true) }).and(call.response as z.ZodType),
      'output',
    );
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      description: `${accessText(call)}${call.owns ? ` Solo sobre datos propios: ${call.owns.join(', ')}.` : ''}`,
      tags: [call.path.split('/')[2] ?? 'api'],
      security: call.access === 'anyone' ? [] : [{ token: [] }],
      responses: {
        200: { description: 'Correcto', content: { 'application/json': { schema: success } } },
        default: {
          description: 'Error con mensaje en español',
          content: { 'application/json': { schema: schemaOf(ZErrorBody, 'output') } },
        },
      },
    };
    if (call.body === 'query') {
      operation.parameters = Object.entries(input.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: input.required?.includes(name) ?? false,
        schema,
      }));
    } else if (call.body === 'multipart') {
      const fileProps = Object.fromEntries(
        Object.entries(call.files ?? {}).map(([name, f]) => [
          name,
          f.multiple
            ? { type: 'array', items: { type: 'string', format: 'binary' } }
            : { type: 'string', format: 'binary' },
        ]),
      );
      operation.requestBody = {
        content: {
          'multipart/form-data': {
            schema: { ...input, properties: { ...input.properties, ...fileProps } },
          },
        },
      };
    } else {
      operation.requestBody = { content: { 'application/json': { schema: input } } };
    }
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return paths;
}
