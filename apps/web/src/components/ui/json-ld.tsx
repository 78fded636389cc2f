import { useRouteLoaderData } from 'react-router';

/**
 * The data as JSON fit for an inline script: every `<` escaped, so no text in it (a course name,
 * a description) can close the script element; JSON readers see the same string.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Structured data (schema.org) for search engines, as an inline script with the page's
 * Content-Security-Policy nonce, like every other inline script of the page.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useRouteLoaderData<{ cspNonce: string }>('root')?.cspNonce;
  const json = jsonLdText(data);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
