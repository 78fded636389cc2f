import sanitize from 'sanitize-html';

/**
 * The HTML the rich-text editor can produce (heading, bold, italic, link, lists, block quote,
 * table) and embedded YouTube/Vimeo videos: everything else, scripts, event handlers, styles and
 * `javascript:` links included, is removed when rich text is written (article `contenido`,
 * subtopic `nota`, job `descripcion`, evaluation `instrucciones`). Plain text (names, forum answers) is stored as typed and
 * escaped where it is shown, so "AT&T" stays "AT&T".
 */
const RICH_TEXT: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'img',
    'iframe',
    'span',
    'div',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder', 'allow'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    'www.youtube.com',
    'www.youtube-nocookie.com',
    'youtube.com',
    'player.vimeo.com',
  ],
  transformTags: {
    // Links open in a new tab without giving the opened page a handle on ours.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Rich text as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, RICH_TEXT).trim();
}
