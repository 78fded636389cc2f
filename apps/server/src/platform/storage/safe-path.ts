import path from 'node:path';
import { badRequest } from '../errors';

/**
 * One segment of a stored path: letters, digits, `_`, `-` and `.`, never first. Every name the
 * storage makes fits, so anything else (`..`, `%2e`, `\`, NUL, a hidden file) is refused
 * rather than interpreted.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_PATH = 500;

/** Whether a relative path (forward slashes) is one the storage could have written. */
export function isSafeRelativePath(relative: string): boolean {
  if (relative.length === 0 || relative.length > MAX_PATH) return false;
  return relative.split('/').every((segment) => SEGMENT.test(segment));
}

/**
 * The absolute path of `relative` inside `root`; throws (400) when the path is not a plain
 * relative one or would leave the root.
 */
export function resolveInside(root: string, relative: string): string {
  const refuse = () => badRequest('La ruta del archivo no es válida.');
  if (!isSafeRelativePath(relative)) throw refuse();
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) throw refuse();
  return absolute;
}
