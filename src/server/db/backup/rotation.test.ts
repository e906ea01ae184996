import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup-format.ts';
import { rotationPlan } from './rotation.ts';

/** A backup a day at 03:00 UTC for `days` days up to 2026-11-28 (a Saturday), newest first. */
const nightly = (days: number) =>
  Array.from({ length: days }, (_, back) => backupFileName(new Date(Date.UTC(2026, 10, 28 - back, 3, 0, 0))));

describe('rotationPlan', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, and removes the rest', () => {
    const names = nightly(60);
    const { keep, remove } = rotationPlan(names, { daily: 7, weekly: 4 });
    // 22–28 November for the days; for the weeks (Monday to Sunday) this week's Saturday 28 and the Sundays 22,
    // 15 and 8 November, of which 28 and 22 are kept as days already.
    expect(keep).toEqual([...names.slice(0, 7), 'harborline-20261115T030000Z.jsonl.gz', 'harborline-20261108T030000Z.jsonl.gz']);
    expect(remove).toHaveLength(51);
    expect(remove).not.toContain(names[0]);
  });

  it('keeps only the newest of several backups the same day, and always the newest of all', () => {
    const names = ['harborline-20261128T090000Z.jsonl.gz', 'harborline-20261128T150000Z.jsonl.gz', 'harborline-20261127T150000Z.jsonl.gz'];
    expect(rotationPlan(names, { daily: 1, weekly: 0 })).toEqual({
      keep: ['harborline-20261128T150000Z.jsonl.gz'],
      remove: ['harborline-20261128T090000Z.jsonl.gz', 'harborline-20261127T150000Z.jsonl.gz'],
    });
  });

  it('never touches files that are not backups by their name', () => {
    const names = ['notes.txt', 'harborline-20261128T150000Z.jsonl.gz.partial', 'harborline-20261101T150000Z.jsonl.gz', 'harborline-20261128T150000Z.jsonl.gz'];
    const { keep, remove } = rotationPlan(names, { daily: 1, weekly: 0 });
    expect(keep).toEqual(['harborline-20261128T150000Z.jsonl.gz']);
    expect(remove).toEqual(['harborline-20261101T150000Z.jsonl.gz']);
  });
});
