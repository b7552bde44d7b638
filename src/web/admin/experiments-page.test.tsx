// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { experimentSummarySchema, type ArmResult, type ExperimentSummary } from '../../domain/experiments';
import { ExperimentCard } from './experiments-page';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const arm = (key: string, visitors: number, paid: number, probability: number | null): ArmResult => ({
  key,
  label: key,
  weight: 1,
  price: null,
  visitors,
  paid,
  conversion: visitors === 0 ? null : paid / visitors,
  interval: [0.025, 0.975],
  revenue_per_visitor: {},
  probability_best: probability,
});

/** An experiment as GET /api/admin/experiments answers it, checked against the shared schema. */
const experiment = (arms: ArmResult[]): ExperimentSummary =>
  experimentSummarySchema.parse({
    id: 7,
    name: 'A plainer headline',
    kind: 'screen',
    target: 'landing_headline',
    traffic_percent: 100,
    status: 'running',
    winner_arm: null,
    created_by: 'owner@example.com',
    created_at: '2026-11-20T10:00:00.000Z',
    stopped_by: null,
    stopped_at: null,
    arms,
  });

describe('an experiment card', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const render = async (summary: ExperimentSummary) =>
    act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <ExperimentCard experiment={summary} />
        </QueryClientProvider>,
      ),
    );
  const probabilityCells = () =>
    [...container.querySelectorAll('tbody tr')].map((row) => row.children[6]?.textContent ?? '');

  it('says there are not enough visitors yet instead of showing probabilities the server held back', async () => {
    await render(experiment([arm('spec', 0, 0, null), arm('alternative', 0, 0, null)]));
    expect(probabilityCells()).toEqual(['Not enough visitors yet', 'Not enough visitors yet']);
    expect(container.textContent).toContain('shown once every arm has 30 visitors and one of them has paid');
  });

  it('shows the probabilities once there are enough', async () => {
    await render(experiment([arm('spec', 40, 4, 0.3125), arm('alternative', 41, 8, 0.6875)]));
    expect(probabilityCells()).toEqual(['31.3 %', '68.8 %']);
  });
});
