import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../db/schema/notifications';
import { loadFileSecret } from '../../platform/storage/signed-files';

/**
 * How long a mail's unsubscribe link works: long enough for an old mail found in the inbox,
 * short enough that a leaked link does not stay a switch on someone's preferences forever.
 */
export const UNSUBSCRIBE_LIFETIME_SECONDS = 60 * 24 * 60 * 60;

const keys = new WeakMap<object, Buffer>();

/**
 * The key is derived from the secret every instance on this DATA_DIR shares (the signed files'
 * one), under a label of its own, so a file signature never verifies as a link and back.
 */
function keyOf(ctx: Pick<AppContext, 'storage'>): Buffer {
  let key = keys.get(ctx.storage);
  if (!key) {
    key = createHmac('sha256', loadFileSecret(ctx.storage.root('private')))
      .update('baja-notificaciones')
      .digest();
    keys.set(ctx.storage, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A link that turns e-mail off for `tipos` (one kind, or those a daily digest gathered). */
export function unsubscribeToken(
  ctx: Pick<AppContext, 'storage'>,
  usuario: number,
  tipos: readonly NotificationKind[],
  now: number = Date.now(),
): string {
  const expira = Math.floor(now / 1000) + UNSUBSCRIBE_LIFETIME_SECONDS;
  const payload = `${usuario}.${tipos.join(',')}.${expira}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(keyOf(ctx), payload)}`;
}

export type TokenCheck =
  | { ok: true; usuario: number; tipos: NotificationKind[] }
  | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribeToken(
  ctx: Pick<AppContext, 'storage'>,
  token: string,
  now: number = Date.now(),
): TokenCheck {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(keyOf(ctx), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const [usuario, list, expira] = payload.split('.');
  const tipos = (list ?? '').split(',');
  if (!tipos.every((t) => (NOTIFICATION_KINDS as readonly string[]).includes(t))) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expira) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, usuario: Number(usuario), tipos: tipos as NotificationKind[] };
}
