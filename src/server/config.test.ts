import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './.data', PUBLIC_BASE_URL: 'http://localhost:3000', TRUST_PROXY: false });
    expect(config).toMatchObject({ CREATE_RATE_LIMIT: 30, WRITE_RATE_LIMIT: 1200, READING_RATE_LIMIT: 120 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.site.brand.length).toBeGreaterThan(0);
  });

  it('derives the public address from the port and ignores empty variables', () => {
    expect(loadConfig({ PORT: '8080', DATABASE_URL: '' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['1', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 173.245.48.0/20', ['10.0.0.0/8', '173.245.48.0/20']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ WRITE_RATE_LIMIT: '0' }, 'WRITE_RATE_LIMIT'],
    [{ READING_RATE_LIMIT: 'lots' }, 'READING_RATE_LIMIT'],
    [{ SITE_CONFIG: './no/such/file.json' }, 'SITE_CONFIG'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
