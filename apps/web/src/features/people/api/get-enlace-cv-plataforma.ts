import {
  getEnlaceCvPlataforma as call,
  type TGetEnlaceCvPlataformaRequest,
} from '@academia/contract/career/get-enlace-cv-plataforma';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { ApiError } from '~/lib/api-error';
import { queryKeyOf } from '~/lib/query-keys';

/** The address lasts four hours at least; a fresh one is asked for well before it ends. */
const FRESH_MS = 30 * 60 * 1000;

export const enlaceCvPlataformaQueryOptions = (input: TGetEnlaceCvPlataformaRequest) =>
  queryOptions({
    queryKey: queryKeyOf(call, input),
    queryFn: async () => (await callApi(call, input)).content,
    staleTime: FRESH_MS,
    // A 403 (the student does not share their CV) is an answer, not a failure to retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

/** A signed address of a student's platform CV, for staff; a 403 when the student hides it. */
export const useEnlaceCvPlataforma = (alumno: number) =>
  useQuery(enlaceCvPlataformaQueryOptions({ alumno }));
