import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core.ts';
import { createdAt, id } from './schema-columns.ts';

/* Plans, payments and the request counters that guard them. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    status: text('status').notNull().default('active'),
    periodAnchor: timestamp('period_anchor', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider').notNull().default('manual'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** when the provider's state written here was current: an older event never overwrites a newer one */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    /** a downgrade waiting for the period's end: the plan becomes this tier from `scheduled_tier_at` on */
    scheduledTier: text('scheduled_tier'),
    scheduledTierAt: timestamp('scheduled_tier_at', { withTimezone: true }),
    /** seats billed (the quantity at the provider): a team's members, 1 without a team */
    seats: integer('seats').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
  ],
);

/** Every payment-provider event by its id: a replayed or concurrent delivery of one event is a no-op. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** when the provider created the event */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account's invoices: paid ones from the provider's invoice.paid events, local prorated upgrades. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** null until the subscription's account is known (an invoice event may come first) */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** the payment to refund (a payment intent or charge id), when the event names it */
    providerPaymentId: text('provider_payment_id'),
    /** cents */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull(),
    /** when the provider created the invoice */
    invoiceCreatedAt: timestamp('invoice_created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** cents refunded so far (a partial refund keeps the status 'paid') */
    amountRefunded: integer('amount_refunded').notNull().default(0),
  },
  (t) => [
    uniqueIndex('invoices_provider_invoice_key').on(t.providerInvoiceId),
    index('invoices_user_idx').on(t.userId, t.invoiceCreatedAt),
    index('invoices_provider_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/** Checkout sessions of the local checkout (Stripe keeps its own). */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  tier: text('tier').notNull(),
  email: text('email').notNull(),
  trialDays: integer('trial_days').notNull(),
  status: text('status').notNull().default('open'), // 'open' | 'complete'
  paymentStatus: text('payment_status').notNull().default('unpaid'),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  customerName: text('customer_name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The card a local-checkout customer pays with: never the number, only what a receipt shows. */
export const localPaymentMethods = pgTable('local_payment_methods', {
  customerId: text('customer_id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** what charging it does later (Stripe's test card 4000 0000 0000 0341 attaches, then declines) */
  chargeOutcome: text('charge_outcome').notNull().default('succeeds'), // 'succeeds' | 'declined'
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters per key (route and client address), shared by every app process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
