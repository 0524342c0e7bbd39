import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from './catalog-data.ts';

const publicDir = new URL('../../../web/public', import.meta.url);

describe('scenario images', () => {
  it('exist for every seeded scenario under the web app’s public files (served as static files)', () => {
    for (const s of SCENARIOS) {
      const file = new URL(`${publicDir.pathname}/images/scenarios/${s.id}.svg`, 'file://');
      expect(existsSync(file), s.id).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"/);
    }
  });
});
