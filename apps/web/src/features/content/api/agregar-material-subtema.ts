import {
  agregarMaterialSubtema as call,
  type TAgregarMaterialSubtemaRequest,
} from '@academia/contract/content/agregar-material-subtema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from './keys';
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
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
