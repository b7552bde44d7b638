/** An OpenAI-compatible chat API that may write the answers' prose; off unless all three are set. */
export interface ModelWriter {
  /** Up to the version, without /chat/completions: "https://api.openai.com/v1". */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** A model that has not answered by then is dropped for the deterministic answer. */
  timeoutMs: number;
}

export const MODEL_TIMEOUT_MS = 20_000;
