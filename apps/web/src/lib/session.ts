/** The spec's session: localStorage key `token`, value `token <key>`, sent as `Authorization`. */
const TOKEN_KEY = 'token';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function storeToken(key: string): void {
  storage()?.setItem(TOKEN_KEY, `token ${key}`);
}

export function clearStoredToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}
