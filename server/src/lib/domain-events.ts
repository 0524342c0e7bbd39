import type { Db, Tx } from '../db/client.ts';

/** A session as the events about its report tell it. */
export interface SessionFacts {
  id: string;
  userId: string;
  type: string;
  fileName: string | null;
  scenarioId: string | null;
  buyerType: string | null;
  durationSeconds: number | null;
  createdAt: Date;
}

/**
 * What happened, as services record it inside the transaction that makes it true. The names and payloads
 * are declared here, below every module, so a module of any layer may subscribe without importing the one
 * that records.
 */
export interface DomainEvents {
  /** a report is stored; `session` is undefined only for a session that no longer exists */
  'report.ready': {
    sessionId: string;
    session: SessionFacts | undefined;
    user: Person;
    title: string | null;
    score: number;
  };
  /** a report could not be made; `reason` is what the user sees */
  'report.failed': { sessionId: string; session: SessionFacts | undefined; reason: string };
  /** session tokens ended (signed out, revoked): their live connections are closed */
  'auth.sessions-ended': { userId: string; tokenIds: string[] };
  /** a password-reset token is issued; `link` carries it */
  'password.reset-requested': { user: Person; link: string };
  /** someone registered for an office hour */
  'office-hour.registered': {
    user: Person;
    hour: {
      id: string;
      title: string;
      description: string;
      host: string;
      scheduledAt: Date;
      durationMinutes: number;
      joinUrl: string | null;
    };
  };
  /** a team lead invited someone by e-mail; `link` carries the one-time token */
  'invitation.sent': {
    to: string;
    /** the invitee's account, when they have one */
    userId: string | null;
    teamName: string;
    invitedBy: string;
    role: 'manager' | 'member';
    link: string;
    validDays: number;
  };
  /** a lead assigned practice: one event per assignee; `link` opens the scenario's buyer */
  'assignment.assigned': {
    assignee: Person;
    scenarioTitle: string;
    dueAt: Date;
    targetScore: number | null;
    assignedBy: string;
    link: string;
  };
  /** the owner asked for a report as a PDF by e-mail */
  'report.pdf-requested': { user: Person; title: string; pdf: Buffer; fileName: string };
  /** checkout created the buyer's account; `link` sets its first password and stays valid `validDays` */
  'checkout.account-created': {
    user: Person;
    plan: { name: string; trialEndsAt: Date | null };
    link: string;
    validDays: number;
  };
  /** a subscription's payment failed; `link` is where to pay it */
  'payment.failed': { user: Person; planName: string; link: string };
  /** someone joined a team through an invitation */
  'team.member-joined': {
    invitationId: string;
    teamId: string;
    member: { userId: string; name: string; email: string; role: 'manager' | 'member'; joinedAt: Date };
  };
}

/** Whom an e-mail is for. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

export type DomainEventType = keyof DomainEvents;

/** Work a subscriber leaves for after the commit (handing the rows it wrote to the job queue). */
export type AfterCommit = () => Promise<void>;

/**
 * Acts on an event inside the recording transaction (writing an outbox e-mail, webhook deliveries) so the
 * effect exists exactly when the change does; what must wait for the commit it returns.
 */
export type Subscriber<K extends DomainEventType> = (
  tx: Tx,
  event: DomainEvents[K],
) => Promise<AfterCommit | void>;

/** Records an event in the current transaction. */
export type RecordEvent = <K extends DomainEventType>(type: K, event: DomainEvents[K]) => Promise<void>;

/**
 * The app's domain events: modules subscribe once at start (app.ts), services record in their
 * transaction, and subscribers' after-commit work runs once the transaction has committed, in the order
 * they subscribed. A transaction that rolls back leaves nothing behind and schedules nothing.
 */
export class DomainEventBus {
  readonly #subscribers = new Map<DomainEventType, Subscriber<DomainEventType>[]>();

  subscribe<K extends DomainEventType>(type: K, subscriber: Subscriber<K>): void {
    const list = this.#subscribers.get(type) ?? [];
    list.push(subscriber as unknown as Subscriber<DomainEventType>);
    this.#subscribers.set(type, list);
  }

  /** Runs `work` in a transaction in which it may record events; then runs the subscribers' after-commit work. */
  async transaction<T>(db: Db, work: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T> {
    const afterCommit: AfterCommit[] = [];
    const result = await db.transaction(async (tx) => {
      const record: RecordEvent = async (type, event) => {
        for (const subscriber of this.#subscribers.get(type) ?? []) {
          const after = await subscriber(tx, event as DomainEvents[DomainEventType]);
          if (after) afterCommit.push(after);
        }
      };
      return work(tx, record);
    });
    for (const after of afterCommit) await after();
    return result;
  }
}
