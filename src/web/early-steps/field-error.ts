import type { z } from 'zod';

/** The first message the schema gives for the value, or null when it is valid. */
export function fieldError(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
