import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** What the app tells a module when registering it. */
export interface ModuleSetting {
  /** this process runs the background work (a 'web' process only serves requests) */
  runWorkers: boolean;
}

/**
 * A module as the app registers it: each module's index.ts exports one, and app.ts registers the list, in
 * three steps: timers (only where workers run), then job workers, then routes.
 */
export interface AppModule {
  name: string;
  /** starts its periodic work; returns what stops it (called only in a process that runs workers) */
  timers?: (ctx: AppContext) => () => void;
  /** registers its job handlers (and requeues its pending jobs where workers run) */
  workers?: (ctx: AppContext, setting: ModuleSetting) => Promise<void>;
  /** registers its routes */
  routes?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}
