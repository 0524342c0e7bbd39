import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { DomainEventBus } from './lib/domain-events.ts';
import type { LiveConnections } from './lib/live-connections.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { CheckoutProvider } from './providers/checkout/checkout-port.ts';
import type { LocalPayments } from './providers/checkout/local/local-checkout.ts';
import type { ElevenLabsClient } from './providers/elevenlabs.ts';
import type { Llm } from './providers/llm.ts';
import type { Mailer } from './providers/mailer.ts';

/** What services need from the running app; built once by buildApp. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  queue: JobQueue;
  mailer: Mailer | null;
  llm: Llm | null;
  /** set when ElevenLabs runs the voice conversations */
  elevenLabs: ElevenLabsClient | null;
  /** takes payment for plans: Stripe Checkout or the local checkout */
  checkout: CheckoutProvider;
  /** the local checkout's payment page and event signing; null when Stripe takes payment */
  localPayments: LocalPayments | null;
  /** domain events: recorded by services in their transaction, acted on by the modules that subscribe */
  events: DomainEventBus;
  /** the event streams and voice sockets session tokens hold open: closed when their token ends */
  connections: LiveConnections;
  log: FastifyBaseLogger;
  now: () => Date;
}
