// Typed errors: an input the engine cannot compute is reported, never replaced by made-up data.

export type ChartErrorCode = 'invalid-date' | 'invalid-time' | 'invalid-zone' | 'invalid-location' | 'out-of-range';

export class ChartInputError extends Error {
  override readonly name = 'ChartInputError';
  constructor(
    readonly code: ChartErrorCode,
    message: string,
  ) {
    super(message);
  }
}
