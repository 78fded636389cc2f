import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/helper';
import { certificados } from '../db/schema/index';
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
  });
});
