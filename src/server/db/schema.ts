// The whole database schema, for drizzle-kit (`npm run db:generate`); queries name their tables, so the running app does not read it.
export * from './auth-schema';
export * from '../tenancy/schema';
export * from '../events/schema';
export * from '../notifications/schema';
export * from '../mail/schema';
export * from '../usage/schema';
export * from '../billing/schema';
export * from '../settings/schema';
export * from '../features/projects/schema';
export * from '../features/campaigns/schema';
export * from '../features/content/schema';
export * from '../features/setup/schema';
export * from '../features/setup/upload/schema';
export * from '../ai/schema';
export * from '../features/subscribers/schema';
