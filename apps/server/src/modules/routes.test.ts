import { calls } from '@academia/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';

const t = useTestApp();

describe('the server', () => {
  it('serves every call of the contract at its path and method, with or without the slash', async () => {
    for (const call of calls) {
      for (const url of [call.path, call.path.slice(0, -1)]) {
        const res = await t.app.inject({ method: call.method, url, remoteAddress: '10.7.0.1' });
        expect(res.json().error?.message, `${call.method} ${url}`).not.toBe(
          `La llamada ${url} no existe.`,
        );
      }
    }
  });

  it('documents every call of the contract in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const call of calls) {
      expect(doc.paths[call.path]?.[call.method.toLowerCase()]?.operationId, call.name).toBe(
        call.name,
      );
    }
  });
});
