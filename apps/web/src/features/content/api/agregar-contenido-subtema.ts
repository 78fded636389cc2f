import {
  agregarContenidoSubtema as call,
  type TAgregarContenidoSubtemaRequest,
} from '@academia/contract/content/agregar-contenido-subtema';
import { getDataSubtema } from '@academia/contract/content/get-data-subtema';
import { getTemasCursoAdmin } from '@academia/contract/content/get-temas-curso-admin';
import { getTemasYsubtemas } from '@academia/contract/content/get-temas-ysubtemas';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCalls } from '~/lib/query-keys';
import { uploadWithProgress } from './upload-with-progress';

export interface ContenidoSubtema {
  fields: TAgregarContenidoSubtemaRequest;
  imagen: File | null;
  video: File | null;
  onProgress: (fraction: number) => void;
}

/** Multipart with upload progress: the video may be large. */
export function agregarContenidoSubtema({ fields, imagen, video, onProgress }: ContenidoSubtema) {
  return uploadWithProgress(call, fields, { imagen, video }, onProgress);
}

export function useAgregarContenidoSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarContenidoSubtema,
    onSuccess: () =>
      invalidateCalls(client, [getDataSubtema, getSubtema, getTemasYsubtemas, getTemasCursoAdmin]),
  });
}
