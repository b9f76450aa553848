/** LIKE pattern for a contains-search, with the user's % and _ taken literally. */
export function containsPattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
