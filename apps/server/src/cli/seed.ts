import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed/seed-demo-data';
import { seedReferenceData } from '../seed/seed-reference-data';
import { openStorage } from '../storage/open-storage';
import { runCli } from './run-cli';

// `npm run db:seed [-- --demo]`: reference data always; the demo accounts and courses with --demo.
await runCli('No se pudieron cargar los datos', async (db, config) => {
  await migrate(db);
  await seedReferenceData(db.kysely);
  if (!process.argv.includes('--demo')) return 'Datos de referencia cargados.';
  const storage = openStorage(config);
  // Fail on an unreachable store before generating any file.
  await storage.check();
  const seeded = await seedDemoData(db.kysely, storage);
  return seeded
    ? 'Datos de referencia y de demostración cargados.'
    : 'Datos de referencia cargados; la demostración ya existía.';
});
