import { defineConfig } from 'drizzle-kit';

/** Generates SQL migrations from src/db/schema.ts; no database connection is needed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
