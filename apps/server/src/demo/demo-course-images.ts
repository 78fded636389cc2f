import sharp from 'sharp';
import type { Storage } from '../platform/storage/storage.service';

export interface DemoCourseImage {
  slug: string;
  titulo: string;
  /** Two colours of the cover's gradient. */
  colores: readonly [string, string];
}

/** Where a demo course's cover and its list version live, as uploads of agregarCurso would. */
export const demoImagePaths = (slug: string) => ({
  imagen: `cursos/demo-${slug}.png`,
  imagen_miniatura: `cursos/miniaturas/demo-${slug}.webp`,
});

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function coverSvg({ titulo, colores }: DemoCourseImage): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colores[0]}"/><stop offset="1" stop-color="${colores[1]}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <text x="80" y="340" font-family="sans-serif" font-size="60" font-weight="700" fill="#ffffff">${escapeXml(titulo)}</text>
</svg>`);
}

/**
 * Draws the demo courses' covers (1200×630 PNG) and their 400 px list versions (WebP), the
 * same two files an administrator's upload produces.
 */
export async function writeDemoCourseImages(
  storage: Storage,
  images: readonly DemoCourseImage[],
): Promise<void> {
  await Promise.all(
    images.map(async (image) => {
      const paths = demoImagePaths(image.slug);
      const cover = await sharp(coverSvg(image)).png().toBuffer();
      const list = await sharp(cover).resize({ width: 400 }).webp({ quality: 80 }).toBuffer();
      await storage.writeFile(paths.imagen, cover);
      await storage.writeFile(paths.imagen_miniatura, list);
    }),
  );
}
