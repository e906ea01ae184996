/**
 * Grid columns for `count` cards that never leave one card alone in the last row: two columns from
 * md, where an odd count gives the last card both; three from lg, or four where three would strand one
 * (7 cards: 4 + 3). The class names are written out whole so that Tailwind finds them.
 */
export function balancedColumns(count: number): string {
  const wide = count % 3 === 1 && count % 4 !== 1 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  const lastSpansBoth = count % 2 === 1 ? 'md:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1' : '';
  return `md:grid-cols-2 ${wide} ${lastSpansBoth}`.trim();
}
