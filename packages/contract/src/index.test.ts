import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './index';

describe('the contract', () => {
  it('names every call once, each at its own path', () => {
    const names = calls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of calls) expect(call.path).toMatch(/^\/api\/[A-Za-z0-9/_-]+\/$/);
  });

  it('declares who may make every call, in Spanish words for the docs', () => {
    for (const call of calls) {
      const access = call.access;
      const valid =
        access === 'anyone' ||
        access === 'signed-in' ||
        (Array.isArray(access) &&
          access.length > 0 &&
          access.every((r) => ['admin', 'student', 'teacher'].includes(r)));
      expect(valid, call.name).toBe(true);
      expect(call.summary.trim().length, call.name).toBeGreaterThan(0);
    }
  });

  it('reads GET payloads from the query string and declares files only on multipart calls', () => {
    for (const call of calls) {
      expect(call.body === 'query', call.name).toBe(call.method === 'GET');
      if (call.files) expect(call.body, call.name).toBe('multipart');
    }
  });

  it('turns every schema into JSON Schema for the API documentation', () => {
    for (const call of calls) {
      expect(() => z.toJSONSchema(call.request, { io: 'input' }), call.name).not.toThrow();
      expect(() => z.toJSONSchema(call.response, { io: 'output' }), call.name).not.toThrow();
    }
  });
});
