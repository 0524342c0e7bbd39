/**
 * The voice of each built-in buyer: heard in every spoken practice, shown nowhere. One entry per seeded
 * scenario (a persona composed for another trade keeps its scenario's buyer, so its voice too), with the
 * offline engine's voice, pitch and pace, and the provider voices that take its place when speech is
 * synthesised by OpenAI or ElevenLabs. Men speak low (median pitch under 155 Hz), women high (over
 * 165 Hz); buyers of the same sex differ by voice or by at least 8 Hz, so no two sound alike.
 */
import type { BuyerId } from '../buyer-types.ts';

/** flite's built-in voices that speak at 16 kHz: slt US female; rms, kal16 US male; awb Scottish male. */
export type OfflineVoiceName = 'slt' | 'rms' | 'awb' | 'kal16';

/** OpenAI `/audio/speech` voices available on every model (tts-1, tts-1-hd, gpt-4o-mini-tts). */
export type OpenAiVoiceName =
  'alloy' | 'ash' | 'coral' | 'echo' | 'fable' | 'nova' | 'onyx' | 'sage' | 'shimmer';

export interface PersonaVoice {
  sex: 'female' | 'male';
  /** the offline engine's voice */
  offline: OfflineVoiceName;
  /** median pitch of a statement, Hz */
  pitchHz: number;
  /** how far the pitch moves around it (one standard deviation), Hz: wider is livelier */
  pitchRangeHz: number;
  /** pace: 1 is the engine's own, above 1 faster */
  rate: number;
  /** silence after each sentence, ms */
  pauseMs: number;
  openai: OpenAiVoiceName;
  /** an ElevenLabs premade voice (shared by every account) */
  elevenLabs: { name: string; voiceId: string };
}

/**
 * How each buyer type speaks: a Dreamer fast, high and lively; a Boss clipped (fast, short pauses, flat);
 * a Relater slower, with longer pauses; an Analyzer even. The persona table below applies it.
 */
export const BUYER_MANNER: Record<BuyerId, { rate: number; pauseMs: number; range: number }> = {
  dreamer: { rate: 1.12, pauseMs: 200, range: 0.26 },
  boss: { rate: 1.15, pauseMs: 120, range: 0.15 },
  relater: { rate: 0.9, pauseMs: 320, range: 0.18 },
  analyzer: { rate: 1, pauseMs: 240, range: 0.18 },
};

const voice = (
  buyer: BuyerId,
  sex: PersonaVoice['sex'],
  offline: OfflineVoiceName,
  pitchHz: number,
  openai: OpenAiVoiceName,
  elevenLabs: PersonaVoice['elevenLabs'],
  /** the persona's own pace beside its buyer type's */
  paceFactor = 1,
): PersonaVoice => {
  const manner = BUYER_MANNER[buyer];
  return {
    sex,
    offline,
    pitchHz,
    pitchRangeHz: Math.round(pitchHz * manner.range),
    rate: Math.round(manner.rate * paceFactor * 100) / 100,
    pauseMs: manner.pauseMs,
    openai,
    elevenLabs,
  };
};

/** Each seeded scenario's buyer, by scenario id. */
export const PERSONA_VOICES: Readonly<Record<string, PersonaVoice>> = {
  // Marcus, a groom in a hurry who runs the logistics: deep, quick, to the point
  'boss-venue-bottom-line': voice(
    'boss',
    'male',
    'rms',
    104,
    'onyx',
    { name: 'Adam', voiceId: 'pNInz6obpgDQGcFmaJgB' },
    1.08,
  ),
  // Jordan Blake, seven weeks to the wedding and no photographer: brisk, a lighter man's voice
  'boss-short-notice': voice(
    'boss',
    'male',
    'awb',
    132,
    'ash',
    { name: 'Arnold', voiceId: 'VR6AewLTigWG4xSOukaG' },
    1.04,
  ),
  // Daniel, reads the contract line by line: measured, mid-low
  'analyzer-venue-contract': voice(
    'analyzer',
    'male',
    'kal16',
    122,
    'echo',
    { name: 'Antoni', voiceId: 'ErXwobaYiN019PkySvjV' },
    0.96,
  ),
  // Priya, compares three photographers on paper: calm, the lowest of the women
  'analyzer-photographer-compare': voice('analyzer', 'female', 'slt', 180, 'sage', {
    name: 'Rachel',
    voiceId: '21m00Tcm4TlvDq8ikWAM',
  }),
  // Emily, planning with the mother who pays: soft, careful, slow
  'relater-planning-with-mom': voice(
    'relater',
    'female',
    'slt',
    191,
    'coral',
    { name: 'Bella', voiceId: 'EXAVITQu4vr4xnSDxMaL' },
    0.97,
  ),
  // Aisha, young, wants to think about it and ask her mum: gentle, unhurried
  'relater-think-about-it': voice('relater', 'female', 'slt', 202, 'shimmer', {
    name: 'Elli',
    voiceId: 'MF3mGyEYCl7XYWbV9V6O',
  }),
  // Chloe, a destination wedding with Sam minding the budget: bright
  'dreamer-destination': voice(
    'dreamer',
    'female',
    'slt',
    213,
    'alloy',
    { name: 'Charlotte', voiceId: 'XB0fDUnXU5powFXDhCwa' },
    0.96,
  ),
  // Sofia, two hundred pins of wildflower arches: the most excited, the highest and quickest
  'dreamer-garden-florals': voice('dreamer', 'female', 'slt', 225, 'nova', {
    name: 'Domi',
    voiceId: 'AZnzlk1XvdvUeBnXmlld',
  }),
};

/** A scenario without an entry of its own speaks as its buyer type's seeded buyer. */
const BY_BUYER_TYPE: Record<BuyerId, string> = {
  boss: 'boss-venue-bottom-line',
  analyzer: 'analyzer-photographer-compare',
  dreamer: 'dreamer-garden-florals',
  relater: 'relater-planning-with-mom',
};

/** The voice of a persona: its scenario's buyer, else its buyer type's. */
export function personaVoice(persona: { scenarioId: string; buyerType: BuyerId }): PersonaVoice {
  return PERSONA_VOICES[persona.scenarioId] ?? PERSONA_VOICES[BY_BUYER_TYPE[persona.buyerType]]!;
}

/** How one sentence is spoken. */
export interface SentenceProsody {
  pitchHz: number;
  pitchRangeHz: number;
  rate: number;
  /** the pitch at the sentence's end relative to its body (a question rises: above 1) */
  endRise: number;
  pauseMs: number;
}

/** A question ends this much higher than it starts, and its body is a little higher and livelier. */
const QUESTION_END_RISE = 1.25;
const QUESTION_PITCH = 1.04;
const QUESTION_RANGE = 1.3;
/** An exclamation is a little higher and livelier. */
const EXCLAIM_PITCH = 1.03;
const EXCLAIM_RANGE = 1.2;

/** The prosody of one sentence in a voice: questions rise at the end, exclamations lift. */
export function sentenceProsody(
  v: Pick<PersonaVoice, 'pitchHz' | 'pitchRangeHz' | 'rate' | 'pauseMs'>,
  sentence: string,
): SentenceProsody {
  const end = /([?!])["')\]]*\s*$/.exec(sentence)?.[1];
  const pitch = end === '?' ? QUESTION_PITCH : end === '!' ? EXCLAIM_PITCH : 1;
  const range = end === '?' ? QUESTION_RANGE : end === '!' ? EXCLAIM_RANGE : 1;
  return {
    pitchHz: Math.round(v.pitchHz * pitch),
    pitchRangeHz: Math.round(v.pitchRangeHz * range),
    rate: v.rate,
    endRise: end === '?' ? QUESTION_END_RISE : 1,
    pauseMs: v.pauseMs,
  };
}
