import {
  postularVacante as call,
  type TPostularVacanteRequest,
} from '@academia/contract/jobs/postular-vacante';
import { callApi } from '~/lib/api-client';

/** Sends an application; a missing CV is simply not sent. */
export async function postularVacante(input: TPostularVacanteRequest, cv: File | null) {
  await callApi(call, input, { files: { cv } });
}
