import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area keeps its tables in schema.ts files in its own folder; drizzle-kit finds them by name,
  // and src/server/modules.test.ts checks that each table belongs to a module of src/server/modules.ts.
  schema: './src/server/**/schema.ts',
  out: './src/server/db/migrations',
});
