/** Spec section 2: the calculation screen's text by progress. */
export function loadingText(progress: number): string {
  if (progress < 30) return 'Connecting to the cosmos...';
  if (progress < 60) return 'Reading celestial patterns...';
  if (progress < 90) return 'Calculating planetary influences...';
  return 'Finalizing your cosmic profile...';
}
