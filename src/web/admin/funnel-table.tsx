import type { ReactNode } from 'react';

import { downloadCsv, toCsv, type CsvTable } from './download-csv';
import { Button } from './form-controls';

/** A cell's text as the page shows it; `node`, when given, is how the page shows that same text. */
export type FunnelCell = { text: string; node?: ReactNode };
export type FunnelRow = { key: string; cells: FunnelCell[]; highlight?: boolean };
export type FunnelColumn = { header: string; numeric?: boolean };

/**
 * One table of the dashboard: the first column names the row; "Download CSV" saves `csv`, the same
 * figures as plain values (numbers a spreadsheet can sum, one value per cell, units in the header),
 * not the texts shown. `subject` names the table in its button's accessible name, as the page has
 * several "Download CSV" buttons to tell apart.
 */
export function FunnelTable({
  caption,
  subject,
  columns,
  rows,
  csv,
  fileName,
  actions,
}: {
  caption: string;
  subject: string;
  columns: FunnelColumn[];
  rows: FunnelRow[];
  csv: CsvTable;
  fileName: string;
  actions?: ReactNode;
}) {
  function download() {
    downloadCsv(fileName, toCsv(csv.header, csv.rows));
  }
  return (
    <>
      {/* On a phone the table scrolls sideways: focusable and named, so a keyboard can scroll it too. */}
      <div
        role="group"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        {/* Smaller type on a phone keeps the five step columns within its width rather than a sideways scroll. */}
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-100 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`hyphens-auto px-1.5 py-2 font-semibold sm:px-3 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={`border-b border-slate-100 last:border-0 ${row.highlight ? 'bg-amber-50 shadow-[inset_4px_0_0_var(--color-amber-600)]' : ''}`}
              >
                {row.cells.map((cell, index) => {
                  const column = columns[index];
                  const align = column?.numeric ? 'text-right tabular-nums whitespace-nowrap' : '';
                  return index === 0 ? (
                    <th key={column?.header ?? index} scope="row" className="px-1.5 py-2 font-medium sm:px-3">
                      {cell.node ?? cell.text}
                    </th>
                  ) : (
                    <td key={column?.header ?? index} className={`px-1.5 py-2 sm:px-3 ${align}`}>
                      {cell.node ?? cell.text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" onClick={download} aria-label={`Download CSV of ${subject}`}>
          Download CSV
        </Button>
        {actions}
      </div>
    </>
  );
}

/** A titled part of the dashboard, a region named by its heading. */
export function FunnelSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    // min-w-0: in the dashboard's grid a wide table must scroll inside its box, not widen the page.
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
