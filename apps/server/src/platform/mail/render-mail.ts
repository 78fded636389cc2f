import type { Config } from '../../config';

export interface MailContent {
  titulo: string;
  /** Plain text, one paragraph each; escaped here, so it may contain anything. */
  parrafos: string[];
  /** The one action of the mail; an absolute http(s) link. */
  boton?: { texto: string; url: string };
  /** A notification's unsubscribe link, in the footer: an absolute http(s) link. */
  baja?: { texto: string; url: string };
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Un enlace de correo debe ser http(s): ${url}`);
  }
  return parsed.toString();
}

/**
 * Mail clients turn whatever looks like an address into a link, and the title and paragraphs
 * carry text a stranger wrote (a sign-up's name): the academy would be mailing their link. A
 * dot between two labels becomes a one-dot leader (U+2024), `@` its full-width twin, and a
 * word joiner splits `://`: it reads the same and links nothing. A decimal (10.50) is kept.
 */
export function unlinkable(value: string): string {
  return value
    .replace(/:\/\//g, ':\u2060//')
    .replace(/(?<=[\p{L}\p{N}_-])\.(?=\p{L})/gu, '\u2024')
    .replace(/@/g, '\uFF20');
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";

/**
 * One mail in the academy's look: a single centred column built from tables with inline styles
 * (what mail clients render alike), the academy's name on top, real text (no images), a link
 * button with the same link written out below it, and the plain-text twin for clients that show
 * no HTML. Every piece of text is escaped.
 */
export function renderMail(content: MailContent, config: Config): { html: string; text: string } {
  const academia = escapeHtml(config.academyName);
  const titulo = escapeHtml(unlinkable(content.titulo));
  const url = content.boton ? checkedUrl(content.boton.url) : undefined;
  const baja = content.baja ? checkedUrl(content.baja.url) : undefined;

  const parrafos = content.parrafos
    .map(
      (p) =>
        `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1f2933">${escapeHtml(unlinkable(p))}</p>`,
    )
    .join('\n');

  const boton =
    content.boton && url
      ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px">
<tr><td style="border-radius:6px;background:#1c7ed6">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.boton.texto)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;${FONT};font-size:13px;line-height:20px;color:#52606d">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(url)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(url)}</a></p>`
      : '';

  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${titulo}</title>
</head>
<body style="margin:0;padding:0;background:#f1f3f5">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f1f3f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e4e7eb;${FONT};font-size:18px;font-weight:bold;color:#1c7ed6">${academia}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;${FONT};font-size:22px;line-height:30px;color:#1f2933">${titulo}</h1>
${parrafos}
${boton}
</td></tr>
</table>
<p style="margin:16px 0 0;${FONT};font-size:12px;line-height:18px;color:#7b8794">Este correo lo envía ${academia} de forma automática; no hace falta responderlo.</p>
${content.baja && baja ? `<p style="margin:8px 0 0;${FONT};font-size:12px;line-height:18px;color:#52606d"><a href="${escapeHtml(baja)}" style="color:#52606d">${escapeHtml(content.baja.texto)}</a></p>\n` : ''}</td></tr>
</table>
</body>
</html>
`;

  const text = [
    config.academyName,
    '',
    unlinkable(content.titulo),
    '',
    ...content.parrafos.flatMap((p) => [unlinkable(p), '']),
    ...(content.boton && url ? [`${content.boton.texto}: ${url}`, ''] : []),
    '--',
    `Este correo lo envía ${config.academyName} de forma automática; no hace falta responderlo.`,
    ...(content.baja && baja ? [`${content.baja.texto}: ${baja}`] : []),
    '',
  ].join('\n');

  return { html, text };
}
