/** `npm run bench`: runs every benchmark; each prints ratios against a baseline measured in the same run. */
import { benchAnalysis } from './analysis.bench.ts';
import { benchApi } from './api.bench.ts';
import { benchMemory } from './memory.bench.ts';
import { benchReader } from './reader.bench.ts';
import { benchTeam } from './team.bench.ts';
import { benchUploadBomb } from './upload-bomb.bench.ts';
import { benchUploadLarge } from './upload-large.bench.ts';
import { benchVoice } from './voice.bench.ts';

const benches: Record<string, () => Promise<void>> = {
  api: benchApi,
  analysis: benchAnalysis,
  voice: benchVoice,
  'upload-bomb': benchUploadBomb,
  'upload-10mb': benchUploadLarge,
  team: benchTeam,
  reader: benchReader,
  memory: benchMemory,
  bundle: async () => (await import('./bundle.bench.ts')).benchBundle(),
};
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
