/** The id of a related Stripe object, whether the event carries it as an id or expanded. */
export function stripeRelatedId(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
