import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file that marks an embedded data folder as open: the holder's process id and host. */
export const LOCK_FILE = 'ringready.lock';

/** The embedded data folder is open in another process; the message says what to do. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split(' ');
    return { pid: Number(pid), host: host ?? '' };
  } catch {
    return null;
  }
}

/**
 * The embedded database is one process's alone (PGlite is not shared: a second opener would write beside
 * it and its changes be lost or the folder damaged). Takes the folder's lock or throws DataDirInUseError
 * naming the process that holds it; a lock whose process is gone (a crash) is taken over. Returns the
 * release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mark = `${process.pid} ${hostname()}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, mark, { flag: 'wx' });
      return () => {
        if (holder(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = holder(file);
    const here = !held || held.host === hostname();
    if (held && Number.isInteger(held.pid) && !(here && !isAlive(held.pid)))
      throw new DataDirInUseError(
        `The embedded database in ${dir} is in use by another RingReady process (pid ${held.pid}` +
          `${here ? '' : ` on ${held.host}`}). Stop that server first (Ctrl+C), then run this again; ` +
          'or, while it runs, create accounts in the app itself (sign-up, or Team → Invite).',
      );
    // its process is gone (a crash): the lock is stale
    try {
      unlinkSync(file);
    } catch {
      // another process took it over first; the next attempt sees its lock
    }
  }
  throw new DataDirInUseError(
    `The embedded database in ${dir} is being opened by another process; try again.`,
  );
}
