import { data } from 'react-router';
import { NotFound } from '~/components/ui/not-found';

/** Any path no route claims: the 404 page inside the public layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Página no encontrada' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
