/** Each buyer type's voice (see voice-types.ts for the kinds of line). */
import type { BuyerId } from '../buyer-types.ts';
import type { Voice } from './voice-types.ts';
import { ANALYZER, BOSS } from './voices-boss-analyzer.ts';
import { DREAMER, RELATER } from './voices-dreamer-relater.ts';

export type { LineKind, Voice } from './voice-types.ts';

export const VOICES: Record<BuyerId, Voice> = {
  boss: BOSS,
  dreamer: DREAMER,
  analyzer: ANALYZER,
  relater: RELATER,
};
