// The whole database schema: drizzle-kit reads this file, each feature owns its part.
export * from './auth-schema';
export * from '../features/workspaces/schema';
export * from '../features/events/schema';
export * from '../features/notifications/schema';
export * from '../mail/schema';
export * from '../features/usage/schema';
export * from '../billing/schema';
export * from '../settings/schema';
export * from '../features/projects/schema';
export * from '../features/campaigns/schema';
export * from '../features/content/schema';
export * from '../features/setup/schema';
export * from '../features/setup/upload/schema';
export * from '../ai/schema';
export * from '../features/subscribers/schema';
