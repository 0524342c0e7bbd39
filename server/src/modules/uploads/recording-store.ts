/**
 * Where uploaded recordings are kept: `DATA_DIR/recordings/<sessionId>.<ext>` (a temporary folder when the
 * database is in memory). The file is written before its session is stored and removed if that fails.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

export function recordingsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return config.dataDir === 'memory://'
    ? path.join(tmpdir(), 'ringready-recordings')
    : path.resolve(config.dataDir, 'recordings');
}

export async function saveRecording(
  config: Pick<AppConfig, 'dataDir'>,
  sessionId: string,
  ext: string,
  bytes: Uint8Array,
): Promise<string> {
  const dir = recordingsDir(config);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${sessionId}.${ext}`);
  await writeFile(file, bytes);
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

export async function removeRecording(config: Pick<AppConfig, 'dataDir'>, sessionId: string): Promise<void> {
  const file = await findRecording(config, sessionId);
  if (file) await rm(file, { force: true });
}
