import { data } from 'react-router';
import { ComingSoon } from '~/components/ui/coming-soon';
import { NotFound } from '~/components/ui/not-found';
import { serverContext } from '~/lib/load-context.server';
import { aboutPath } from '~/lib/slug';
import type { Route } from './+types/about-route';

/** Only `sobre-<slug of the academy's name>` is a page; any other single segment is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { academyName } = serverContext(context);
  const found = `/${params.pagina}` === aboutPath(academyName);
  return data({ found, academyName }, { status: found ? 200 : 404 });
}

export function meta({ data }: Route.MetaArgs) {
  if (!data?.found)
    return [{ title: 'Página no encontrada' }, { name: 'robots', content: 'noindex' }];
  return [{ title: `Sobre ${data.academyName}` }];
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return <ComingSoon title={`Sobre ${loaderData.academyName}`} />;
}
