const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first day of the month of `day` (ISO days). */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month after the month of `day`. */
export function nextMonth(day: string): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first days of the calendar months lying wholly within [from, to], in order. */
export function fullMonths(from: string, to: string): string[] {
  const months: string[] = [];
  for (
    let month = from === monthStart(from) ? from : nextMonth(from);
    nextMonth(month) <= addDay(to);
    month = nextMonth(month)
  )
    months.push(month);
  return months;
}
