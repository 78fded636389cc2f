import {
  agregarMaterialSubtema as call,
  type TAgregarMaterialSubtemaRequest,
} from '@academia/contract/content/agregar-material-subtema';
import { getDataSubtema } from '@academia/contract/content/get-data-subtema';
import { getSubtema } from '@academia/contract/learning/get-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCalls } from '~/lib/query-keys';
import { uploadWithProgress } from './upload-with-progress';

export interface MaterialSubtema {
  fields: TAgregarMaterialSubtemaRequest;
  archivo: File;
  onProgress: (fraction: number) => void;
}

export async function agregarMaterialSubtema({ fields, archivo, onProgress }: MaterialSubtema) {
  return (await uploadWithProgress(call, fields, { archivo }, onProgress)).content;
}

export function useAgregarMaterialSubtema() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agregarMaterialSubtema,
    onSuccess: () => invalidateCalls(client, [getDataSubtema, getSubtema]),
  });
}
