import { ChartInputError, type ChartErrorCode } from '../../astro/chart-errors';
import type { NatalChart } from '../../astro/chart-types';
import { computeChart } from '../../astro/compute-chart';
import type { BirthData } from './birth-chart';

/** The engine's answer as it crosses to the page: the chart, or why not (null: the engine broke). */
export type EngineAnswer = { ok: true; chart: NatalChart } | { ok: false; code: ChartErrorCode | null };

/** One chart cast, its refusal or failure turned into an answer. */
export function runEngine(birth: BirthData): EngineAnswer {
  try {
    return { ok: true, chart: computeChart(birth) };
  } catch (error) {
    if (error instanceof ChartInputError) return { ok: false, code: error.code };
    console.warn('The chart engine failed', error);
    return { ok: false, code: null };
  }
}
