export { BackupError, type BackupHeader } from './backup-format.ts';
export { checkBackup, writeBackupFile } from './backup-file.ts';
export { requestBackup, serveBackups, type BackupHook } from './backup-hook.ts';
export { openRawDatabase } from './raw-target.ts';
export { restoreBackup, type RestoreSummary } from './restore.ts';
export { rotationPlan, type Retention } from './rotation.ts';
export { gzippedExport, pgliteExport, postgresExport } from './snapshots.ts';
