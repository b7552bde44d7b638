/** Smallest angular gap between two planet glyphs on the wheel, in degrees. */
export const MIN_GLYPH_GAP = 7;

interface Cluster {
  members: number[];
  /** Mean of the members' true (unwrapped) longitudes: the cluster is centred there. */
  center: number;
}

/**
 * Display longitudes for the planet glyphs: crowded neighbours are merged into clusters that are
 * spread evenly around their mean, so no two glyphs are closer than `gap` and each stays near its truth.
 */
export function spreadLongitudes(lons: readonly number[], gap = MIN_GLYPH_GAP): number[] {
  const n = lons.length;
  if (n < 2) return [...lons];
  const order = lons.map((lon, index) => ({ lon, index })).sort((a, b) => a.lon - b.lon);
  // Cut the circle at its widest empty arc, so the layout is a line with room at both ends.
  let cut = 0;
  let widest = -1;
  order.forEach((o, i) => {
    const next = order[(i + 1) % n]!;
    const between = (next.lon - o.lon + 360) % 360;
    if (between > widest) {
      widest = between;
      cut = (i + 1) % n;
    }
  });
  const line = [...order.slice(cut), ...order.slice(0, cut)];
  const unwrapped = line.map((o, i) => (i > 0 && o.lon < line[0]!.lon ? o.lon + 360 : o.lon));

  let clusters: Cluster[] = unwrapped.map((lon, i) => ({ members: [i], center: lon }));
  const halfSpan = (c: Cluster) => ((c.members.length - 1) * gap) / 2;
  for (let merged = true; merged;) {
    merged = false;
    const next: Cluster[] = [];
    for (const c of clusters) {
      const last = next[next.length - 1];
      if (last && c.center - halfSpan(c) - (last.center + halfSpan(last)) < gap) {
        const members = [...last.members, ...c.members];
        next[next.length - 1] = { members, center: members.reduce((sum, m) => sum + unwrapped[m]!, 0) / members.length };
        merged = true;
      } else {
        next.push(c);
      }
    }
    clusters = next;
  }

  const result = new Array<number>(n);
  for (const c of clusters) {
    c.members.forEach((m, k) => {
      const shown = c.center - halfSpan(c) + k * gap;
      result[line[m]!.index] = ((shown % 360) + 360) % 360;
    });
  }
  return result;
}
