import { join } from 'node:path';
import type { Config } from '../config/config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/** Local disk under DATA_DIR/storage unless the S3 settings are given. */
export function openStorage(config: Config): Storage {
  return createLocalStorage(join(config.dataDir, 'storage'));
}
