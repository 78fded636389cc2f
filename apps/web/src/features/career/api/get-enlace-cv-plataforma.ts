import { getEnlaceCvPlataforma as call } from '@academia/contract/career/get-enlace-cv-plataforma';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';

/**
 * The student's own platform CV: a signed address made on request, so it is asked for when the
 * student clicks rather than cached (it expires).
 */
export function useEnlaceMiCv() {
  return useMutation({ mutationFn: () => callApi(call, {}) });
}
