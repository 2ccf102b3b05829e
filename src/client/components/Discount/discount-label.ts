/** 'Discount (SPRING10)': the totals' discount line, named by the code or the automatic discount's title. */
export function discountLabel(name: string | null | undefined): string {
  return name ? `Discount (${name})` : 'Discount';
}
