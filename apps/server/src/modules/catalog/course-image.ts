import path from 'node:path';
import sharp from 'sharp';
import { unsupportedMediaType } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage.service';
import { MAX_IMAGE_PIXELS } from '../../platform/storage/upload-kinds';
import { IMAGEN_ILEGIBLE } from './messages';

/** The list shows images 200 px wide; twice that stays sharp on high-density screens. */
const LIST_WIDTH = 400;

/**
 * Writes the list version of an uploaded course image (400 px wide at most, WebP) beside it,
 * under `cursos/miniaturas/`, and returns its path.
 */
export async function makeListImage(storage: Storage, imagePath: string): Promise<string> {
  const name = path.posix.basename(imagePath).replace(/\.[^.]+$/, '');
  const target = `cursos/miniaturas/${name}.webp`;
  let data: Buffer;
  try {
    data = await sharp(storage.absolutePath(imagePath), { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: LIST_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw unsupportedMediaType(IMAGEN_ILEGIBLE);
  }
  await storage.writeFile(target, data);
  return target;
}
