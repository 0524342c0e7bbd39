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
    const prod = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com',
      CHECKOUT_PROVIDER: 'local',
    };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
  it('reads TRUST_PROXY as a number of proxy hops (true is one, false none)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: expected true, false or the number/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: at most 10 proxy hops/);
  });
  describe('checkout', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_TIER1: 'price_1',
      STRIPE_PRICE_TIER2: 'price_2',
      STRIPE_PRICE_TIER3: 'price_3',
    };
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' };

    it('sells with the local checkout by default outside production, 7 trial days', () => {
      expect(loadConfig({})).toMatchObject({ checkout: { provider: 'local' }, trialDays: 7 });
      expect(loadConfig({ TRIAL_DAYS: '0' }).trialDays).toBe(0);
      expect(() => loadConfig({ TRIAL_DAYS: '-1' })).toThrow(/TRIAL_DAYS/);
    });
    it('allows the test clock outside production only', () => {
      expect(loadConfig({}).testClock).toBe(false);
      expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
      expect(() => loadConfig({ ...prod, CHECKOUT_PROVIDER: 'local', TEST_CLOCK: 'true' })).toThrow(
        /TEST_CLOCK/,
      );
    });
    it('uses Stripe when a secret key is set, with every Stripe setting required', () => {
      expect(loadConfig(stripe).checkout).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        prices: { tier1: 'price_1', tier2: 'price_2', tier3: 'price_3' },
        apiBase: undefined,
      });
      expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ ...stripe, STRIPE_PRICE_TIER3: undefined })).toThrow(/STRIPE_PRICE_TIER3/);
      expect(() => loadConfig({ CHECKOUT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
      expect(loadConfig({ ...stripe, CHECKOUT_PROVIDER: 'local' }).checkout).toEqual({ provider: 'local' });
    });
    it('stops a production start without Stripe keys unless CHECKOUT_PROVIDER=local says so', () => {
      expect(() => loadConfig(prod)).toThrow(
        /STRIPE_SECRET_KEY: required in production.*CHECKOUT_PROVIDER=local/,
      );
      expect(loadConfig({ ...prod, CHECKOUT_PROVIDER: 'local' }).checkout.provider).toBe('local');
      expect(loadConfig({ ...prod, ...stripe }).checkout.provider).toBe('stripe');
      expect(() => loadConfig({ ...prod, ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrow(
        /STRIPE_API_BASE/,
      );
    });
  });
});
