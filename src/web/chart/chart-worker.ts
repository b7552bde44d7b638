/// <reference lib="webworker" />
// The chart engine on a thread of its own (birth-chart.ts): one birth in, one answer out.
import type { BirthData } from './birth-chart';
import { runEngine } from './run-engine';

self.addEventListener('message', (event: MessageEvent<BirthData>) => {
  self.postMessage(runEngine(event.data));
});
