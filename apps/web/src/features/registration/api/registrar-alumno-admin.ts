import {
  registrarAlumnoAdmin as call,
  type TRegistrarAlumnoAdminRequest,
} from '@academia/contract/registration/registrar-alumno-admin';
import { callApi } from '~/lib/api-client';

export async function registrarAlumnoAdmin(input: TRegistrarAlumnoAdminRequest) {
  return (await callApi(call, input)).content.mensaje;
}
