import { getCursoPublico } from '@academia/contract/catalog/get-curso-publico';
import type { CallDefinition, RequestOf } from '@academia/contract/core/call';
import { agregarCompetencia } from '@academia/contract/skills/agregar-competencia';
import { agregarTerminoCompetencia } from '@academia/contract/skills/agregar-termino-competencia';
import { aplicarTerminosVacantes } from '@academia/contract/skills/aplicar-terminos-vacantes';
import { buscarCompetencias } from '@academia/contract/skills/buscar-competencias';
import { eliminarTerminoCompetencia } from '@academia/contract/skills/eliminar-termino-competencia';
import { fusionarCompetencias } from '@academia/contract/skills/fusionar-competencias';
import { getBrechaCompetencias } from '@academia/contract/skills/get-brecha-competencias';
import { getCompetencias } from '@academia/contract/skills/get-competencias';
import { getSugerenciasTerminos } from '@academia/contract/skills/get-sugerencias-terminos';
import { renombrarCompetencia } from '@academia/contract/skills/renombrar-competencia';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api-client';
import { invalidateCalls } from '~/lib/query-keys';

/** Every skills answer a change may alter: the list, the forms' options, suggestions, the gap. */
const SKILL_READS = [
  getCompetencias,
  buscarCompetencias,
  getSugerenciasTerminos,
  getBrechaCompetencias,
  getCursoPublico,
];

function useSkillsMutation<C extends CallDefinition>(call: C) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<C>) => callApi(call, input),
    onSuccess: () => invalidateCalls(client, SKILL_READS),
  });
}

export const useAgregarCompetencia = () => useSkillsMutation(agregarCompetencia);
export const useRenombrarCompetencia = () => useSkillsMutation(renombrarCompetencia);
export const useFusionarCompetencias = () => useSkillsMutation(fusionarCompetencias);
export const useAgregarTermino = () => useSkillsMutation(agregarTerminoCompetencia);
export const useEliminarTermino = () => useSkillsMutation(eliminarTerminoCompetencia);
export const useAplicarTerminos = () => useSkillsMutation(aplicarTerminosVacantes);
