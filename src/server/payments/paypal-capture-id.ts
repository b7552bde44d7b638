const CAPTURE_HREF = /\/v2\/payments\/captures\/([A-Za-z0-9-]{1,255})(?:[/?#]|$)/;

export type CaptureLink = { captureId: string; resourceIsCapture: boolean };

type Link = { href?: string | undefined; rel?: string | undefined };

function captureIn(links: Link[], rel: string): string | null {
  for (const link of links) {
    if (link.rel !== rel || !link.href) continue;
    const match = CAPTURE_HREF.exec(link.href);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * The capture a refund or reversal takes money from. A refund resource names it in its 'up' link
 * (/v2/payments/captures/<id>); a resource that is the capture itself names it in 'self'.
 */
export function paypalCaptureId(links: Link[] | undefined): CaptureLink | null {
  if (!links) return null;
  const parent = captureIn(links, 'up');
  if (parent) return { captureId: parent, resourceIsCapture: false };
  const self = captureIn(links, 'self');
  return self ? { captureId: self, resourceIsCapture: true } : null;
}
