/** Escapes LIKE's wildcards (and its escape character) so a search term matches as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
