/** A LIKE pattern matching `text` anywhere, case-insensitively (compare with lower-cased text). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
