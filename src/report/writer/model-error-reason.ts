import type { ModelWriter } from './model-writer';

/** Why a request to the model came to nothing, as the operator's log says it: never the visitor's words. */
export function modelErrorReason(error: unknown, writer: ModelWriter): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${writer.timeoutMs / 1000} s`;
  return error instanceof Error ? error.message : String(error);
}
