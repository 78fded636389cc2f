// Until the first release the history is one initial migration, regenerated from the schema:
// the extensions (and the immutable unaccent wrapper that indexes need) first, then the tables,
// then the SQL drizzle-kit does not generate (the gradebook figures' triggers, kept in
// src/db/sql/ so this script can write it again).
// After the first release, run `drizzle-kit generate` alone to add migrations on top.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve('src/db/migrations');
const released = process.argv.includes('--append');
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', 'generate', ...args], { stdio: 'inherit' });

if (released) {
  kit();
} else {
  rmSync(dir, { recursive: true, force: true });
  kit('--custom', '--name', 'extensions');
  const file = readdirSync(dir).find((f) => f.endsWith('_extensions.sql'));
  writeFileSync(
    path.join(dir, file),
    `CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
`,
  );
  kit('--name', 'init');
  kit('--custom', '--name', 'gradebook_figures');
  const triggers = readdirSync(dir).find((f) => f.endsWith('_gradebook_figures.sql'));
  copyFileSync(path.resolve('src/db/sql/gradebook-figures.sql'), path.join(dir, triggers));
}
