import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createTopic } from '../../test/course-factories';
import { createAdmin, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/helper';
import { temas } from '../db/schema/index';

describe('ids a request can name', () => {
  const t = useTestApp();

  it.each([[true], ['1e0'], ['0x1'], [' 1'], [[1]]])(
    'refuses tema %j with a 400 naming the field, and deletes nothing',
    async (tema) => {
      const admin = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
      const curso = await createCourse(t.app.ctx);
      const topic = await createTopic(t.app.ctx, curso.id);
      expect(topic.id).toBe(1);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/eliminarTema/',
        headers: { authorization: admin },
        payload: { tema },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'validation', fields: [{ path: 'tema' }] },
      });
      expect(await t.app.ctx.db.select().from(temas).where(eq(temas.id, 1))).toHaveLength(1);
    },
  );

  it.each(['1e3', '0x10', '16.0', '+16'])('refuses %s as an applicant in a path', async (id) => {
    const admin = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/descargarCvAplicante/${id}`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(400);
  });
});
