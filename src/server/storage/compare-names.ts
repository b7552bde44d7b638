/** Orders by name in code-unit order, the same on every machine (no locale). */
export function compareNames(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
