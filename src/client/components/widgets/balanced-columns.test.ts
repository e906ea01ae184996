import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns.ts';

/** Cards in the last row of a grid of `columns`, the last card spanning `lastSpan` columns. */
function lastRow(count: number, columns: number, lastSpan = 1): number {
  const cellsBeforeLast = count - 1;
  const fitsOnRow = (cellsBeforeLast % columns) + lastSpan <= columns;
  const cardsOnLastRow = fitsOnRow ? (cellsBeforeLast % columns) + 1 : 1;
  return lastSpan === columns ? columns : cardsOnLastRow;
}

describe('balancedColumns', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])('leaves no card alone in the last row of %i at md and lg', (count) => {
    const classes = balancedColumns(count);
    const lg = classes.includes('lg:grid-cols-4') ? 4 : 3;
    const mdSpan = classes.includes('md:[&>li:last-child]:col-span-2') ? 2 : 1;
    expect(lastRow(count, 2, mdSpan), 'md').toBeGreaterThan(1);
    if (count > lg) expect(lastRow(count, lg), 'lg').toBeGreaterThan(1);
  });

  it('gives 7 industry packages four columns at lg and the last one both columns at md', () => {
    expect(balancedColumns(7)).toBe('md:grid-cols-2 lg:grid-cols-4 md:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1');
    expect(balancedColumns(6)).toBe('md:grid-cols-2 lg:grid-cols-3');
  });
});
