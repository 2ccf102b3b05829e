// A server-paged list's page, in its address and in all: the category's, the gallery's, the archive's.

/** A list's `?page=`: a whole number past 1, else left out (page 1 is the plain URL). */
export function parsePage(raw: unknown): number | undefined {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** How many pages a server-paged list has (at least one). */
export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(total / pageSize));
