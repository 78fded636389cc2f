import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const health = defineCall({
  name: 'health',
  method: 'GET',
  access: 'anyone',
  summary: 'Responde 200 cuando la base de datos responde.',
  request: ZEmpty,
  response: z.object({ content: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }),
});
