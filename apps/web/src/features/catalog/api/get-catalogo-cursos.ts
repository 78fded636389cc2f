import {
  getCatalogoCursos as call,
  type TGetCatalogoCursosRequest,
} from '@academia/contract/catalog/get-catalogo-cursos';
import { type CallOptions, callApi } from '~/lib/api-client';

/** One page of the public catalogue, optionally of one category (the `cursos` page's loader). */
export function getCatalogoCursos(input: TGetCatalogoCursosRequest, options?: CallOptions) {
  return callApi(call, input, options);
}
