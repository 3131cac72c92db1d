import { chmodSync, mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** A lock its holder stopped refreshing (a killed process) is taken over after this long. */
const STALE_SECONDS = 15;

/** Another process holds the data folder. */
export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its folder: two processes on one folder would corrupt it. The lock is
 * a directory the holder keeps fresh; a crashed holder's lock goes stale and is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // The folder holds the database and the signing key: private to its owner.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.portal.lock`,
      stale: STALE_SECONDS * 1000,
      update: 5_000,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `O diretório de dados ${dataDir} já está em uso por outro processo do portal. ` +
          'Encerre-o ou use outro DATA_DIR. Se o processo anterior parou de repente (kill -9, ' +
          `queda de energia), o diretório é liberado em até ${STALE_SECONDS} segundos: ` +
          'tente de novo em seguida.',
        { cause: error },
      );
    }
    throw error;
  }
}
