import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/helper';
import { alumno_curso, certificados } from '../db/schema/index';
import { completionSql } from '../modules/certificates/index';
import { seedDemoData } from './seed-demo-data';

const t = useTestApp();

describe('the demo certificate', () => {
  it('has its recognition PDF written at the spec path', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await seedDemoData(t.app.ctx);
    const [cert] = await t.app.ctx.db.select().from(certificados);
    expect(cert?.archivo).toBe(`reconocimiento/${cert?.unique_id}/reconocimiento_${cert?.id}.pdf`);
    const file = path.join(t.config.dataDir, 'uploads', cert?.archivo ?? '');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // Ana completed the course (decision 018): the certificate claims what the rule says.
    const [row] = await t.app.ctx.db
      .select({ avance: completionSql })
      .from(alumno_curso)
      .where(eq(alumno_curso.id, cert?.alumno_curso ?? 0));
    expect(row?.avance).toMatchObject({ completo: true });
    expect(cert?.evaluaciones_aprobadas).toBe(row?.avance.evaluaciones_aprobadas);
  });
});
