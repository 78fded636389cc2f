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
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import * as service from './skills.service';

export function registerSkillsRoutes(app: FastifyInstance): void {
  registerCall(app, getCompetencias, async ({ app: ctx, input }) => service.list(ctx, input));
  registerCall(app, buscarCompetencias, async ({ app: ctx, input }) => ({
    content: await service.search(ctx, input.search),
  }));
  registerCall(app, agregarCompetencia, async ({ app: ctx, input, user }) => ({
    content: await service.add(ctx, user, input.nombre),
  }));
  registerCall(app, renombrarCompetencia, async ({ app: ctx, input, user }) => ({
    content: await service.rename(ctx, user, input.competencia, input.nombre),
  }));
  registerCall(app, fusionarCompetencias, async ({ app: ctx, input, user }) => ({
    content: await service.merge(ctx, user, input.origen, input.destino),
  }));
  registerCall(app, agregarTerminoCompetencia, async ({ app: ctx, input, user }) => ({
    content: await service.addTerm(ctx, user, input.competencia, input.termino),
  }));
  registerCall(app, eliminarTerminoCompetencia, async ({ app: ctx, input, user }) => ({
    content: await service.removeTerm(ctx, user, input.termino),
  }));
  registerCall(app, getSugerenciasTerminos, async ({ app: ctx, input }) =>
    service.suggestions(ctx, input.page),
  );
  registerCall(app, aplicarTerminosVacantes, async ({ app: ctx, user }) => ({
    content: await service.reapply(ctx, user),
  }));
  registerCall(app, getBrechaCompetencias, async ({ app: ctx, input }) =>
    service.gap(ctx, input.page),
  );
}
