import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { demoImagePaths, writeDemoCourseImages } from './demo-course-images';
import { demoCourseImages } from './demo-courses';

const t = useTestApp();

describe('the demo courses covers', () => {
  it('are drawn with their 400 px list versions, one per demo course', async () => {
    await writeDemoCourseImages(t.app.ctx.storage, demoCourseImages);
    expect(demoCourseImages).toHaveLength(3);
    for (const { slug } of demoCourseImages) {
      const paths = demoImagePaths(slug);
      const cover = await sharp(t.app.ctx.storage.absolutePath(paths.imagen)).metadata();
      const list = await sharp(t.app.ctx.storage.absolutePath(paths.imagen_miniatura)).metadata();
      expect([cover.format, cover.width]).toEqual(['png', 1200]);
      expect([list.format, list.width]).toEqual(['webp', 400]);
    }
  });
});
