import { z } from 'zod';
import type { Tier } from '@ringready/core/plans';
import type { ElevenLabsConfig } from './providers/elevenlabs.ts';
import { DEFAULT_STT_DECODERS } from './providers/speech/pocketsphinx-native.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The one environment schema. A bad value stops start-up with a message naming the variable. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('RingReady <no-reply@ringready.app>'),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** the demo account has a published password: on by default outside production, opt-in in production */
  SEED_DEMO: bool.optional(),
  /** proxy hops in front of the app: a number, or true (one hop) / false (none) */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'expected true, false or the number of proxy hops (0-10)')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .pipe(z.number().int().min(0).max(10, 'at most 10 proxy hops'))
    .default(0),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  STT_PROVIDER: z.enum(['moonshine', 'pocketsphinx', 'openai', 'none']).default('moonshine'),
  TTS_PROVIDER: z.enum(['flite', 'openai', 'none']).default('flite'),
  SPEECH_BASE_URL: z.url().optional(),
  SPEECH_API_KEY: z.string().min(1).optional(),
  STT_DECODERS: z.coerce.number().int().min(1).max(64).default(DEFAULT_STT_DECODERS),
  /** Moonshine worker threads (one model each); default one per core, at most 4 */
  STT_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  ANALYSIS_START_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  ELEVENLABS_AGENT_ANALYZER: z.string().min(1).optional(),
  ELEVENLABS_AGENT_BOSS: z.string().min(1).optional(),
  ELEVENLABS_AGENT_DREAMER: z.string().min(1).optional(),
  ELEVENLABS_AGENT_RELATER: z.string().min(1).optional(),
  CHECKOUT_PROVIDER: z.enum(['stripe', 'local']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_TIER1: z.string().min(1).optional(),
  STRIPE_PRICE_TIER2: z.string().min(1).optional(),
  STRIPE_PRICE_TIER3: z.string().min(1).optional(),
  /** points the Stripe SDK at another API host (a local fake in tests); never set in production */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** a clock that POST /dev/clock moves forward (end-to-end tests of renewals); refused in production */
  TEST_CLOCK: bool.optional(),
  /** seats per team (members plus pending invitations); the default is the product's, lower it for tests */
  TEAM_SEAT_LIMIT: z.coerce.number().int().min(1).max(10_000).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** 'memory://' for an in-memory embedded database */
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  smtpUrl?: string;
  smtpFrom: string;
  role: Env['ROLE'];
  seedDemo: boolean;
  /** the app's clock can be moved forward through POST /dev/clock (never in production) */
  testClock: boolean;
  /**
   * How many proxies stand in front of the app (0: none). The client's address is the one the outermost
   * proxy saw: the n-th X-Forwarded-For entry from the right, never one a client wrote further left.
   */
  trustProxy: number;
  /** OpenAI-compatible chat API that may reword report prose; none by default */
  llm?: { baseUrl: string; apiKey?: string; model: string };
  /** voice: offline Moonshine + flite by default; 'none' turns a side off (typed turns always work) */
  speech: {
    stt: 'moonshine' | 'pocketsphinx' | 'openai' | 'none';
    tts: 'flite' | 'openai' | 'none';
    baseUrl?: string;
    apiKey?: string;
    /** pocketsphinx decoders */
    decoders?: number;
    /** Moonshine worker threads */
    workers?: number;
  };
  /** wait this long before analysing an upload (demos and e2e show the 'Report Pending' state) */
  analysisDelaySeconds: number;
  /** ElevenLabs runs the voice conversations instead of our own agent */
  elevenLabs?: ElevenLabsConfig;
  /** who takes payments: Stripe Checkout, or the built-in local checkout (no money moves) */
  checkout: CheckoutConfig;
  /** free days before the first charge; the card is collected up front */
  trialDays: number;
  /** seats per team (members plus pending invitations); unset: TEAM_SEAT_LIMIT of the team contract */
  teamSeatLimit?: number;
}

export type CheckoutConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: Record<Tier, string>;
      /** another API host for the SDK (tests only) */
      apiBase?: string;
    };

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV is production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: not allowed when NODE_ENV is production');
  }
  if ((e.STT_PROVIDER === 'openai' || e.TTS_PROVIDER === 'openai') && !e.SPEECH_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SPEECH_BASE_URL: required when STT_PROVIDER or TTS_PROVIDER is openai',
    );
  }
  const agents = {
    analyzer: e.ELEVENLABS_AGENT_ANALYZER,
    boss: e.ELEVENLABS_AGENT_BOSS,
    dreamer: e.ELEVENLABS_AGENT_DREAMER,
    relater: e.ELEVENLABS_AGENT_RELATER,
  };
  const missingAgents = Object.entries(agents)
    .filter(([, v]) => !v)
    .map(([k]) => `ELEVENLABS_AGENT_${k.toUpperCase()}`);
  if (e.ELEVENLABS_API_KEY && missingAgents.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingAgents[0]}: ` +
        'required when ELEVENLABS_API_KEY is set (one agent id per buyer type)',
    );
  }
  const checkout = checkoutConfig(e);
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    role: e.ROLE,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    analysisDelaySeconds: e.ANALYSIS_START_DELAY_SECONDS,
    checkout,
    trialDays: e.TRIAL_DAYS,
    testClock: e.TEST_CLOCK ?? false,
    teamSeatLimit: e.TEAM_SEAT_LIMIT,
    elevenLabs: e.ELEVENLABS_API_KEY
      ? {
          apiKey: e.ELEVENLABS_API_KEY,
          baseUrl: e.ELEVENLABS_BASE_URL,
          agents: agents as ElevenLabsConfig['agents'],
        }
      : undefined,
    speech: {
      stt: e.STT_PROVIDER,
      tts: e.TTS_PROVIDER,
      baseUrl: e.SPEECH_BASE_URL,
      apiKey: e.SPEECH_API_KEY,
      decoders: e.STT_DECODERS,
      workers: e.STT_WORKERS,
    },
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
  };
}

/**
 * Stripe when a secret key is set (or CHECKOUT_PROVIDER=stripe), otherwise the local checkout. Production
 * never falls back to the local checkout silently: it needs the Stripe settings or CHECKOUT_PROVIDER=local.
 */
function checkoutConfig(e: Env): CheckoutConfig {
  const provider = e.CHECKOUT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'local') {
    if (e.NODE_ENV === 'production' && e.CHECKOUT_PROVIDER !== 'local')
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_SECRET_KEY: required in production to take payments ' +
          '(with STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_TIER1, STRIPE_PRICE_TIER2, STRIPE_PRICE_TIER3); ' +
          'set CHECKOUT_PROVIDER=local to sell with the built-in test checkout instead',
      );
    return { provider: 'local' };
  }
  if (e.NODE_ENV === 'production' && e.STRIPE_API_BASE)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_API_BASE: for tests only, not allowed in production',
    );
  const required = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_TIER1: e.STRIPE_PRICE_TIER1,
    STRIPE_PRICE_TIER2: e.STRIPE_PRICE_TIER2,
    STRIPE_PRICE_TIER3: e.STRIPE_PRICE_TIER3,
  };
  const missing = Object.entries(required).find(([, v]) => !v);
  if (missing)
    throw new ConfigError(
      `Invalid configuration:\n  ${missing[0]}: required when checkout uses Stripe ` +
        '(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and one STRIPE_PRICE_TIER1..3 per plan)',
    );
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    prices: { tier1: e.STRIPE_PRICE_TIER1!, tier2: e.STRIPE_PRICE_TIER2!, tier3: e.STRIPE_PRICE_TIER3! },
    apiBase: e.STRIPE_API_BASE,
  };
}

/** A config for tests and tools: embedded in-memory database, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    smtpFrom: 'RingReady <no-reply@ringready.app>',
    role: 'all',
    seedDemo: false,
    testClock: false,
    trustProxy: 0,
    speech: { stt: 'moonshine', tts: 'flite' },
    analysisDelaySeconds: 0,
    checkout: { provider: 'local' },
    trialDays: 7,
    ...overrides,
  };
}
