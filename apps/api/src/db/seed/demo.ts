import type { Db } from '../client.ts';
import type { Storage } from '../../plugins/storage.ts';

/** Demo content: a living foundation site on first start. */
export async function seedDemo(_db: Db, _storage: Storage) {}
