// The Moon's mean ascending node on the true ecliptic and equinox of date.

/**
 * Mean longitude of the ascending node, mean equinox of date, in degrees
 * (Meeus, Astronomical Algorithms 2nd ed., formula 47.7). T: Julian centuries TT from J2000.
 */
export function meanNodeMeanEquinox(T: number): number {
  const omega = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000;
  return ((omega % 360) + 360) % 360;
}

/** Daily motion of the mean node, degrees per day (always retrograde). */
export function meanNodeSpeed(T: number): number {
  return (-1934.1362891 + 2 * 0.0020754 * T + (3 * T * T) / 467441 - (4 * T * T * T) / 60616000) / 36525;
}

/**
 * Mean node referred to the true equinox of date: add the nutation in longitude
 * (as astrology programs' "mean node" in tropical apparent coordinates do).
 * dpsiArcsec: nutation in longitude in arcseconds.
 */
export function meanNode(T: number, dpsiArcsec: number): number {
  const lon = meanNodeMeanEquinox(T) + dpsiArcsec / 3600;
  return ((lon % 360) + 360) % 360;
}
