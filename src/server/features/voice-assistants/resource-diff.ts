/** One value the repository sets that the provider holds differently. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where `actual` differs from what `desired` sets. Only the keys voice/ sets are compared: the provider adds ids,
 * dates and defaults of its own, which are not drift. Lists must match item by item.
 */
export function changedFields(desired: unknown, actual: unknown, path = ''): FieldChange[] {
  if (isObject(desired)) {
    if (!isObject(actual)) return [{ path, before: actual, after: desired }];
    return Object.entries(desired).flatMap(([key, value]) => changedFields(value, actual[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(desired)) {
    if (!Array.isArray(actual) || actual.length !== desired.length) return [{ path, before: actual, after: desired }];
    const inner = desired.flatMap((value, index) => changedFields(value, actual[index], `${path}.${index}`));
    // A list of plain values reads best whole.
    return inner.length > 0 && desired.every((value) => !isObject(value)) ? [{ path, before: actual, after: desired }] : inner;
  }
  return Object.is(desired, actual) ? [] : [{ path, before: actual, after: desired }];
}

/** The lines of `before` and `after` as a diff: removed lines with `-`, added with `+`, the rest left out but for context. */
export function lineDiff(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence, from the ends: prompts are a few dozen lines.
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  let skipped = false;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      if (!skipped) lines.push('  …');
      skipped = true;
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! > common[i + 1]![j]!)) {
      lines.push(`+ ${b[j]}`);
      skipped = false;
      j += 1;
    } else {
      lines.push(`- ${a[i]}`);
      skipped = false;
      i += 1;
    }
  }
  return lines;
}

const shown = (value: unknown) => (value === undefined ? '(not set)' : JSON.stringify(value));

/** A change as a few readable lines: multi-line text as a line diff, anything else as before → after. */
export function describeChange(change: FieldChange): string[] {
  const { before, after } = change;
  if (typeof before === 'string' && typeof after === 'string' && (before.includes('\n') || after.includes('\n'))) {
    return [`${change.path}:`, ...lineDiff(before, after).map((line) => `  ${line}`)];
  }
  return [`${change.path}: ${shown(before)} → ${shown(after)}`];
}
