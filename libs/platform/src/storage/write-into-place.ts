import { rename, rm } from 'node:fs/promises';

/**
 * Writes a file through `partial`, then renames it to `target`: a reader never sees half a file, and a
 * failed write leaves neither (the error is passed on). Both paths must be on one file system.
 */
export async function writeIntoPlace(partial: string, target: string, write: (partial: string) => Promise<unknown>): Promise<void> {
  try {
    await write(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
