import { BACKUP_FILE_PATTERN } from './backup-format.ts';

export interface Retention {
  /** The newest backup of each of the last `daily` days that have one. */
  daily: number;
  /** The newest backup of each of the last `weekly` weeks (Monday to Sunday, UTC) that have one. */
  weekly: number;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const weekOf = (at: Date) => dayOf(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000));

function timeOf(name: string): Date | null {
  const parts = BACKUP_FILE_PATTERN.exec(name);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
}

/**
 * Which backups to keep: the newest always, and the newest of each recent day and week (a file can be
 * both). Files that are not backups by their name are never touched.
 */
export function rotationPlan(names: readonly string[], retention: Retention): { keep: string[]; remove: string[] } {
  const backups = names
    .map((name) => ({ name, at: timeOf(name) }))
    .filter((backup): backup is { name: string; at: Date } => backup.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set(backups.slice(0, 1).map((backup) => backup.name));
  for (const [period, count] of [
    [dayOf, retention.daily],
    [weekOf, retention.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of backups) {
      const key = period(backup.at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  }
  return { keep: backups.filter((b) => keep.has(b.name)).map((b) => b.name), remove: backups.filter((b) => !keep.has(b.name)).map((b) => b.name) };
}
