/**
 * The database schema, one file per area: accounts, sessions, catalogue and outbox (schema-core), billing,
 * teams (with invitations and assignments), API access, and certification paths with review notes. The
 * area files import each other, never this one, so the schema has no import cycle.
 */
export * from './schema-core.ts';
export * from './schema-billing.ts';
export * from './schema-teams.ts';
export * from './schema-api.ts';
export * from './schema-paths.ts';
