import { data } from 'react-router';
import { NOT_FOUND_TITLE, NotFound } from '~/components/ui/not-found';
import { pageTitle } from '~/lib/seo';
import type { Route } from './+types/not-found-route';

/** Any path no route claims: the 404 page inside the public layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

/** Titled with the academy's name in the server's HTML already, as every page is. */
export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle(NOT_FOUND_TITLE, matches), { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
