import type { AcademyInfo } from './academy';

/**
 * A page's `<title>` ending in "| <academy name>", from the root loader's data, so it is in the
 * server's HTML already. For pages without `seoMeta` (not indexed, or not found).
 */
export function pageTitle(title: string, matches: readonly ({ data?: unknown } | undefined)[]) {
  const name = (matches[0]?.data as AcademyInfo | undefined)?.academyName ?? 'Academia';
  return { title: `${title} | ${name}` };
}

/** What a public page tells search engines and link previews, in its first HTML response. */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, e.g. `/blog`; the canonical address is PUBLIC_URL plus this. */
  path: string;
  /** PUBLIC_URL, from the server's load context. */
  publicUrl: string;
  academyName: string;
  /** An image path under /uploads/ (as the API gives it) or an absolute address. */
  image?: string | null;
  type?: 'website' | 'article';
}

export function uploadsUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `/uploads/${path}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags for React Router's `meta`. */
export function seoMeta(seo: PageSeo) {
  const url = `${seo.publicUrl}${seo.path}`;
  const image = seo.image ? `${seo.publicUrl}${uploadsUrl(seo.image)}` : undefined;
  // The home page's title is the academy's name alone (spec: the app's page title).
  const title = seo.title === seo.academyName ? seo.title : `${seo.title} | ${seo.academyName}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: seo.academyName },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'es_MX' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
}

/** A description fit for a meta tag: one line, at most about 160 characters. */
export function shortText(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
