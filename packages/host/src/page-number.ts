/** The page number a list's address holds (`?page=2`): a whole number above 1, or the first page. */
export function pageNumberOf(text: string | null): number {
  const page = Number.parseInt(text ?? '', 10);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
