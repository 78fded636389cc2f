import { deleteIdioma as call } from '@academia/contract/people/delete-idioma';
import { callApi } from '~/lib/api-client';

export async function deleteIdioma(id: number) {
  await callApi(call, { id });
}
