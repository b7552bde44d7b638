import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './security-headers';

describe('content security policy', () => {
  it("allows only the site's own scripts and hosts without a Meta pixel", () => {
    const policy = contentSecurityPolicy({ metaPixel: false });
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toContain('facebook');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it("adds Meta's script and beacon hosts when a pixel is configured, and no inline scripts", () => {
    const policy = contentSecurityPolicy({ metaPixel: true });
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.facebook.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });
});
