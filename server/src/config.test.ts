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
});
