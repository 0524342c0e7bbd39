import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES_VERSION } from './act-features.ts';
import { corpusHash, turnExamples } from './corpus-examples.ts';
import { ACT_KINDS, type LabelledTurn } from './reading-types.ts';
import MODEL from './reader-model.json' with { type: 'json' };

const CORPUS = join(import.meta.dirname, '../../corpus/reader');
const files = readdirSync(CORPUS)
  .filter((f) => /^train-.*\.jsonl$/.test(f))
  .sort();
const texts = files.map((f) => readFileSync(join(CORPUS, f), 'utf8'));
const turns = texts.flatMap((t) =>
  t
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledTurn),
);

describe('the reader model', () => {
  it('was trained on the corpus as it is (run `npm run train:reader` after changing the corpus or features)', () => {
    expect(MODEL.corpusHash).toBe(corpusHash([FEATURES_VERSION, ...texts]));
    expect(MODEL.examples).toBe(turns.flatMap(turnExamples).length);
  });

  it('stays small', () => {
    expect(JSON.stringify(MODEL).length).toBeLessThan(200_000);
  });
});

describe('the training corpus', () => {
  it('has at least 1,200 labelled turns, about a third of them spoken', () => {
    expect(turns.length).toBeGreaterThanOrEqual(1200);
    expect(turns.filter((t) => t.spoken).length / turns.length).toBeGreaterThan(0.28);
  });

  it('labels only known acts, and spoken turns as speech writes them', () => {
    for (const t of turns) {
      for (const a of t.acts) expect(ACT_KINDS, t.text).toContain(a);
      if (t.spoken)
        expect(t.text, 'spoken turns have no punctuation or capitals').not.toMatch(/[A-Z?!;]|[.,](?:\s|$)/);
    }
  });
});
