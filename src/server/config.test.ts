import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
    });
    expect(config).toMatchObject({ CREATE_RATE_LIMIT: 30, WRITE_RATE_LIMIT: 1200, READING_RATE_LIMIT: 120 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.site.brand.length).toBeGreaterThan(0);
  });

  it('keeps the media in the local folder unless S3_BUCKET is set', () => {
    const local = loadConfig({});
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const s3 = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3)).toMatchObject({ ...s3, S3_FORCE_PATH_STYLE: true });
  });

  it("turns the answers' writer model on only with all three of its settings", () => {
    expect(loadConfig({}).llm).toBeNull();
    const all = { LLM_BASE_URL: 'https://api.example.com/v1', LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-test' };
    expect(loadConfig(all).llm).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-test',
    });
    expect(() => loadConfig({ LLM_BASE_URL: all.LLM_BASE_URL })).toThrow(
      /LLM_API_KEY: must be set with LLM_BASE_URL[\s\S]*LLM_MODEL: must be set with LLM_BASE_URL/,
    );
    expect(() => loadConfig({ ...all, LLM_BASE_URL: 'ftp://example.com' })).toThrow(/LLM_BASE_URL/);
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
    [{ S3_ENDPOINT: 'ftp://store', S3_BUCKET: 'media' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'maybe', S3_BUCKET: 'media' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const safe = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://astral@db:5432/astral',
    SMTP_URL: 'smtp://relay:587',
    PUBLIC_BASE_URL: 'https://reading.example.com',
    DOCUMENT_LINK_SECRET: 'a-long-random-secret-for-download-links-0123',
  };

  /** The message loadConfig stops with, or a failed assertion when it starts. */
  function refusal(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`loadConfig started with ${JSON.stringify(env)}`);
  }

  it('starts with a real database, an SMTP relay, a public https address and a shared link secret', () => {
    expect(loadConfig(safe)).toMatchObject({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://reading.example.com',
      ALLOW_UNSAFE_PRODUCTION: false,
    });
  });

  it('lists every unsafe default at once, each line naming its variable and the override', () => {
    const lines = refusal({ NODE_ENV: 'production' }).split('\n').slice(1);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'DOCUMENT_LINK_SECRET',
      'PUBLIC_BASE_URL',
      'SMTP_URL',
    ]);
    for (const line of lines) expect(line).toContain('ALLOW_UNSAFE_PRODUCTION=true');
  });

  it.each([
    [{ DATABASE_URL: '' }, 'DATABASE_URL'],
    [{ SMTP_URL: '' }, 'SMTP_URL'],
    [{ DOCUMENT_LINK_SECRET: '' }, 'DOCUMENT_LINK_SECRET'],
    [{ PUBLIC_BASE_URL: 'http://reading.example.com' }, 'PUBLIC_BASE_URL'],
    [{ PUBLIC_BASE_URL: 'https://localhost:3000' }, 'PUBLIC_BASE_URL'],
    [{ PUBLIC_BASE_URL: 'https://shop.localhost' }, 'PUBLIC_BASE_URL'],
    [{ PUBLIC_BASE_URL: 'https://127.0.0.1' }, 'PUBLIC_BASE_URL'],
    [{ PUBLIC_BASE_URL: 'https://[::1]:8443' }, 'PUBLIC_BASE_URL'],
  ])('refuses %j, naming only %s', (change, variable) => {
    const lines = refusal({ ...safe, ...change })
      .split('\n')
      .slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\s*${variable}: `));
  });

  it('starts on the development defaults with ALLOW_UNSAFE_PRODUCTION=true, for a demo', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_UNSAFE_PRODUCTION: 'true' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:3000');
  });

  it('keeps the development defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
  });

  it('reads ALLOW_UNSAFE_PRODUCTION as a flag', () => {
    expect(refusal({ ...safe, ALLOW_UNSAFE_PRODUCTION: 'perhaps' })).toMatch(/\bALLOW_UNSAFE_PRODUCTION\b/);
  });
});
