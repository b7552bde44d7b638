/**
 * A spreadsheet reads a cell that starts with one of these as a formula: a campaign name from an ad
 * link is the visitor's text, so it must never run as one when an owner opens the file (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula starts neutralised with a leading ', then quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * What a console CSV cell holds: a number is written as a plain number (a spreadsheet sums it, and
 * a negative one is no formula), a boolean as true or false, null as an empty cell (not applicable).
 */
export type CsvValue = string | number | boolean | null;

/** A table as its CSV file holds it: plain values under a header row, apart from how the page shows them. */
export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvValue[])[] };

function csvValue(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return csvField(value);
}

/** RFC 4180 text: fields separated by commas, records by CRLF, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvValue).join(',')).join('\r\n') + '\r\n';
}

/** A share from 0 to 1 as the console's files write it (1 = 100 %), to four places; null stays empty. */
export function csvShare(share: number | null): number | null {
  return share === null ? null : Number(share.toFixed(4));
}

/** Minor units as a plain amount in the major unit (2900 to 29); the currency goes in a column of its own. */
export function csvAmount(minor: number): number {
  return Number((minor / 100).toFixed(2));
}

/** Hands CSV text the page made to the browser's downloads. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark makes spreadsheet programs read UTF-8 (₱, names) rather than guess a legacy code page.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
