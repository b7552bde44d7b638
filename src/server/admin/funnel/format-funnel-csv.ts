import type { FunnelReport } from '../../../domain/admin-funnel-api';
import { csvField } from './csv-field';

/** The step table as CSV: one row per step, conversion as a decimal (0.4231), empty where there is none. */
export function formatFunnelCsv(report: FunnelReport): string {
  const lines = [
    'step,visitors,completions,conversion',
    ...report.steps.map((row) =>
      [
        csvField(row.step),
        csvField(row.visitors),
        csvField(row.completions),
        row.conversion === null ? '' : row.conversion.toFixed(4),
      ].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
