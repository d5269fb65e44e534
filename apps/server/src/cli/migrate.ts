import { migrate } from '../db/migrate';
import { runCli } from './run-cli';

// `npm run db:migrate`: applies pending migrations to the configured database.
await runCli('No se pudieron aplicar las migraciones', async (db) => {
  const applied = await migrate(db);
  return applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.';
});
