// drizzle-kit reads this to turn src/platform/db/schema into SQL migrations in drizzle/. Run from the repo
// root: `npm run db:generate`. Generated files are committed and never edited afterwards.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/platform/db/schema/index.ts',
  out: './server/drizzle',
});
