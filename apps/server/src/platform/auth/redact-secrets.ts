/** What a secret is replaced with in the logs. */
export const REDACTED = '[oculto]';

/** A password link's token in its path: `/restablecer-contrasena/<token>`. */
const LINK_TOKEN = /(\/restablecer-contrasena\/)[^/?#\s"'<>]+/g;
/** A secret in a query string (`?token=…`, `&firma=…`). */
const SECRET_PARAM = /([?&](?:token|key|signature|firma|sig)=)[^&#\s"'<>]+/gi;

/**
 * The text with every password-link token and secret query value hidden, for anything written
 * to a log: whoever reads the log must not be able to set someone's password with it.
 */
export function redactSecrets(text: string): string {
  return text.replace(LINK_TOKEN, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** What a request log line says of the request (Fastify's default fields), secrets hidden. */
export function requestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
