import {
  createSuperUser as call,
  type TCreateSuperUserRequest,
} from '@academia/contract/auth/create-super-user';
import { callApi } from '~/lib/api-client';

export async function createSuperUser(input: TCreateSuperUserRequest) {
  return (await callApi(call, input)).content;
}
