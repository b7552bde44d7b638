import type { Price } from '../../domain/prices';
import type { ReadingCredentials } from '../api';
import { useExperimentVariant } from '../funnel/use-experiment-variant';

/**
 * The labels of the tiers a price experiment's arm prices otherwise for this reading ('$39' for
 * '$49'); empty when it is in none. The checkout's link charges the same amounts (decision 0021).
 */
export function usePriceLabels(credentials: ReadingCredentials | null): Partial<Record<Price, string>> {
  return useExperimentVariant(credentials, 'price').answer?.prices ?? {};
}
