/** A row as JSON has it: timestamps as ISO strings, everything else as it was. */
export type SerializedRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** Dates become ISO strings, so the export is the same object before and after JSON.stringify. */
export function serializeRow<T extends Record<string, unknown>>(row: T): SerializedRow<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as SerializedRow<T>;
}
