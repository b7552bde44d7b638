/** `2026-11-24T20-15-03-123Z`: sorts by time and is a valid file name everywhere. */
export function backupTimeStamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}
