import {
  type TGetVacantesResponse,
  VACANTES_PAGE_SIZE,
} from '@academia/contract/job-market/get-vacantes';
import type { AppContext } from '../../app-context';
import type { StoredFile } from '../../platform/storage/multipart';
import { importVacanciesCsv } from './import-vacancies';
import * as repo from './job-market.repository';

export async function dashboard(
  ctx: AppContext,
  input: { page: number; orden: repo.Orden; direccion: 'asc' | 'desc' },
): Promise<TGetVacantesResponse> {
  const size = VACANTES_PAGE_SIZE;
  const [stats, rows] = await Promise.all([
    repo.stats(ctx.db),
    repo.page(ctx.db, input.orden, input.direccion, size, (input.page - 1) * size),
  ]);
  return { ...stats, content: { results: rows, count: stats.total_vacantes } };
}

/** The uploaded CSV is read from the private area and removed afterwards, imported or not. */
export async function importUploaded(
  ctx: AppContext,
  file: StoredFile,
  reemplazar: boolean,
): Promise<{ importadas: number; mensaje: string }> {
  try {
    const importadas = await importVacanciesCsv(
      ctx.db,
      ctx.storage.absolutePath(file.path, 'private'),
      { reemplazar },
    );
    return {
      importadas,
      mensaje:
        importadas === 1
          ? 'Se importó 1 vacante con éxito.'
          : `Se importaron ${importadas} vacantes con éxito.`,
    };
  } finally {
    await ctx.storage.remove(file.path, 'private');
  }
}
