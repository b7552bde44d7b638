import { z } from 'zod';

import type { ModelWriter } from './model-writer';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * One chat completion: the first choice's text, or an error saying what went wrong (status, shape, timeout). `json`
 * asks for a JSON object (OpenAI's JSON mode) at temperature 0: a reading of the question, not prose.
 */
export async function askModel(writer: ModelWriter, messages: ChatMessage[], { json = false } = {}): Promise<string> {
  const response = await fetch(`${writer.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.apiKey}` },
    // A low temperature: the facts are fixed, only the wording is the model's.
    body: JSON.stringify(
      json
        ? { model: writer.model, messages, temperature: 0, response_format: { type: 'json_object' } }
        : { model: writer.model, messages, temperature: 0.4 },
    ),
    signal: AbortSignal.timeout(writer.timeoutMs),
  });
  if (!response.ok) throw new Error(`the model API answered ${response.status}`);
  const parsed = completionSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('the model API answered in an unexpected shape');
  const content = parsed.data.choices[0]!.message.content;
  if (!content?.trim()) throw new Error('the model API answered with no text');
  return content;
}
