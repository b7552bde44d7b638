/** A PayPal decimal amount ('29.00') in minor units (2900). */
export function paypalMinorUnits(value: string): number {
  return Math.round(Number(value) * 100);
}
