/**
 * drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations for
 * src/server/db/schema.ts into src/server/db/migrations (committed; run at start by `migrate()`).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
