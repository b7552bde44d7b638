/** Times in the operator's own zone, unambiguous: "25 Nov 2026, 14:05". */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Minor units to "29.00 USD". */
export function formatMoney(minor: number | null, currency: string | null): string {
  if (minor === null || !currency) return '—';
  return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
