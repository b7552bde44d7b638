/** The daily chart's two lines, shared by its drawing (funnel-plot.ts) and its legend, which the page renders itself. */
export const DAILY_SERIES = [
  { label: 'Readings started', colour: '#4338ca', dash: [] as number[] },
  // Dashed as well as green: the two lines are told apart without colour.
  { label: 'Paid orders', colour: '#15803d', dash: [6, 4] },
] as const;
