import type { ExportKind } from '@shared/schemas/reports';

/** The documented export URL of a kind and date range: `/api/admin/exports/orders.csv?from=…&to=…`. */
export function exportUrl(kind: ExportKind, range: { from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return `/api/admin/exports/${kind}.csv${query ? `?${query}` : ''}`;
}
