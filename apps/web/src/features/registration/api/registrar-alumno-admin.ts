import {
  registrarAlumnoAdmin as call,
  type TRegistrarAlumnoAdminRequest,
} from '@academia/contract/registration/registrar-alumno-admin';
import { callApi } from '~/lib/api-client';

/** The server's message, and whether the enrolment waits for the academy (a paid course). */
export async function registrarAlumnoAdmin(input: TRegistrarAlumnoAdminRequest) {
  return (await callApi(call, input)).content;
}
