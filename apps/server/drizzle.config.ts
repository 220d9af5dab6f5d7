import { defineConfig } from 'drizzle-kit';

/** Generates SQL migrations from src/db/schema/ (one file per owning module); no database connection is needed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
