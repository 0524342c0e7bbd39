import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: './data',
      env: 'development',
      publicUrl: 'http://localhost:3000',
    });
  });
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
  });
  it('reads real values', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://app.example.com/',
      SMTP_URL: 'smtp://h:25',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h:5432/db',
      publicUrl: 'https://app.example.com',
      smtpUrl: 'smtp://h:25',
    });
  });
  it('seeds the demo account by default outside production only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
