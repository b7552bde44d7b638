import { promisedDeliveryAt } from '../../domain/delivery-time';

const HOUR_MS = 3_600_000;

/**
 * The moment the next-day tier's promise moves a day later: the next midnight in the delivery
 * zone. Found as the first of the possible midnights before tomorrow's noon (12 hours before, or
 * 11 or 13 on the days the clocks change) at which the promise changes.
 */
export function nextDayCutoff(now: Date): Date {
  const noon = promisedDeliveryAt('$29', now).getTime();
  for (const hours of [13, 12, 11]) {
    const candidate = new Date(noon - hours * HOUR_MS);
    if (candidate > now && promisedDeliveryAt('$29', candidate).getTime() !== noon) return candidate;
  }
  return new Date(noon - 12 * HOUR_MS);
}
