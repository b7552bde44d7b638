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

/** RFC 4180 text: fields separated by commas, records by CRLF, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
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
