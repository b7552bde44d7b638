import type { StepRecord } from '../../domain/funnel-capture';
import type { ReadingCredentials } from '../api';

/** Each record is sent after the previous one has been answered, so the server's times keep the visitor's order. */
let previous: Promise<void> = Promise.resolve();

/**
 * Records a step seen or completed, after the page has moved on: it never delays navigation, and
 * a failure is only logged (console.warn), never shown to the visitor.
 */
export function recordStep(credentials: ReadingCredentials, step: StepRecord['step'], kind: StepRecord['kind']): void {
  previous = previous.then(async () => {
    try {
      const { recordFunnelStep } = await import('../api');
      await recordFunnelStep(credentials, { step, kind });
    } catch (error) {
      console.warn(`Recording the ${kind} of ${step} failed`, error);
    }
  });
}
