const counts = new Intl.NumberFormat('en-GB');

/** 1234 to "1,234". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A share from 0 to 1 as "62.5%"; a share that cannot be computed (no visitors, last step) as "—". */
export function formatPercent(share: number | null): string {
  if (share === null) return '—';
  return `${(share * 100).toFixed(1)}%`;
}

/** A median time as an owner reads it: "45 s", "3 min 20 s", "2 h 5 min", "3 d 4 h". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min${whole % 60 ? ` ${whole % 60} s` : ''}`;
  if (whole < 86_400)
    return `${Math.floor(whole / 3600)} h${Math.floor((whole % 3600) / 60) ? ` ${Math.floor((whole % 3600) / 60)} min` : ''}`;
  return `${Math.floor(whole / 86_400)} d${Math.floor((whole % 86_400) / 3600) ? ` ${Math.floor((whole % 86_400) / 3600)} h` : ''}`;
}

/** A UTC day, "2026-11-25", as "25 Nov 2026": the report's days are UTC, so the operator's zone must not shift them. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
