/**
 * Where uploaded recordings are kept: `DATA_DIR/recordings/<sessionId>.<ext>` (a temporary folder when the
 * database is in memory). A file is written under a name of its own first, looked at, renamed to its
 * session's in the transaction that stores the session, and removed if anything fails.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

export function recordingsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return config.dataDir === 'memory://'
    ? path.join(tmpdir(), 'ringready-recordings')
    : path.resolve(config.dataDir, 'recordings');
}

/**
 * An upload as it arrived: in memory while it is no larger than a document may be, else written to a staged
 * file as it came (`head`: its first bytes, to tell what it is).
 */
export type ReceivedFile = { bytes: Buffer } | { path: string; size: number; head: Buffer };

/** A staged file's path for an upload still arriving (its kind is not known yet). */
export async function stagingPath(config: Pick<AppConfig, 'dataDir'>): Promise<string> {
  const dir = recordingsDir(config);
  await mkdir(dir, { recursive: true });
  return path.join(dir, `incoming-${randomUUID()}.part`);
}

/** Writes an arriving recording under a name of its own, to be looked at before it has a session. */
export async function stageRecording(
  config: Pick<AppConfig, 'dataDir'>,
  ext: string,
  bytes: Uint8Array,
): Promise<string> {
  const dir = recordingsDir(config);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `incoming-${randomUUID()}.${ext}`);
  await writeFile(file, bytes);
  return file;
}

/** Gives a staged recording its session's name; returns the new path. */
export async function keepRecording(staged: string, sessionId: string, ext: string): Promise<string> {
  const file = path.join(path.dirname(staged), `${sessionId}.${ext}`);
  await rename(staged, file);
  return file;
}

/** The stored recording of a session, or undefined. */
export async function findRecording(
  config: Pick<AppConfig, 'dataDir'>,
  sessionId: string,
): Promise<string | undefined> {
  const dir = recordingsDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  const name = names.find((n) => n.startsWith(`${sessionId}.`));
  return name ? path.join(dir, name) : undefined;
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}
