import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks this process holds: a second open of the same directory in one process is refused too. */
const held = new Set<string>();

/**
 * PGlite does not lock its data directory and two processes on one directory lose writes,
 * so we take a lock file holding our pid. A lock left by a dead process is taken over.
 */
export function acquireLock(path: string): () => void {
  if (held.has(path)) {
    throw new Error(`The data directory is in use by another process (pid ${process.pid}). Lock file: ${path}`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(path);
        try {
          unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(
          `The data directory is in use by another process (pid ${pid}). ` +
            `Stop it, or set DATA_DIR to another directory. Lock file: ${path}`,
          { cause: error },
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
