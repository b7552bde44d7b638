import type { RenderReading } from '../delivery/render-reading';
import type { Metrics } from './create-metrics';

/** The same renderer, timed; the process's memory is read as each render ends, near its peak. */
export function timeRenders(
  render: RenderReading,
  metrics: Pick<Metrics, 'pdfRenderDuration' | 'pdfRenderRss'>,
): RenderReading {
  return async (reading) => {
    const stop = metrics.pdfRenderDuration.startTimer();
    try {
      const pdf = await render(reading);
      stop({ outcome: 'ok' });
      return pdf;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    } finally {
      metrics.pdfRenderRss.set(process.memoryUsage.rss());
    }
  };
}
