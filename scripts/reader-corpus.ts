/** The reader's labelled corpus read from core/corpus/reader: the training files, and the held-out files. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledTurn } from '../core/src/conversation/reading-types.ts';

export const CORPUS_DIR = join(import.meta.dirname, '../core/corpus/reader');
/** The held-out files, each by its own author: never used for training or tuning. */
export const HELD_OUT_FILES = [
  'held-out.jsonl',
  'held-out-2.jsonl',
  'held-out-3.jsonl',
  'held-out-4.jsonl',
].map((f) => join(CORPUS_DIR, f));

export function trainFiles(): string[] {
  return readdirSync(CORPUS_DIR)
    .filter((f) => /^train-.*\.jsonl$/.test(f))
    .sort()
    .map((f) => join(CORPUS_DIR, f));
}

export function readJsonl(path: string): LabelledTurn[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as LabelledTurn;
      } catch {
        throw new Error(`${path}:${i + 1}: not JSON`);
      }
    });
}

export const readTrain = (): LabelledTurn[] => trainFiles().flatMap(readJsonl);
export const trainTexts = (): string[] => trainFiles().map((f) => readFileSync(f, 'utf8'));
/** The held-out files that exist, each with its turns. */
export const readHeldOut = (): Array<{ path: string; turns: LabelledTurn[] }> =>
  HELD_OUT_FILES.filter((f) => existsSync(f)).map((path) => ({ path, turns: readJsonl(path) }));
