import {
  createDemoUser as call,
  type TCreateDemoUserRequest,
} from '@academia/contract/registration/create-demo-user';
import { callApi } from '~/lib/api-client';
import { storeToken } from '~/lib/session';

/** Creates the 'try the platform' account and keeps its session, as a login would. */
export async function createDemoUser(input: TCreateDemoUserRequest) {
  const { content } = await callApi(call, input);
  storeToken(content.token);
  return content;
}
