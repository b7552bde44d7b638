import type { Reading } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import { readingInputFromReading } from '../synthesis/reading-input-from-reading';
import { renderReadingPdf } from './render-reading-pdf';

/** The renderer the delivery worker is given: a stored reading in, its PDF out. */
export function renderStoredReading(site: SiteConfig): (reading: Reading) => Promise<Buffer> {
  return (reading) => renderReadingPdf(readingInputFromReading(reading), site, new Date());
}
