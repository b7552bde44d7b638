import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './security-headers';

describe('content security policy', () => {
  it("allows only the site's own scripts and hosts without a Meta pixel", () => {
    const policy = contentSecurityPolicy({ metaPixel: false });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('facebook');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("adds Meta's script and beacon hosts when a pixel is configured, and no inline scripts", () => {
    const policy = contentSecurityPolicy({ metaPixel: true });
    expect(policy).toContain("script-src 'self' https://connect.facebook.net;");
    expect(policy).toContain("img-src 'self' data: blob: https://www.facebook.com;");
    expect(policy).toContain("connect-src 'self' https://www.facebook.com;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
