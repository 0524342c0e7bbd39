import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../buyer-engine/personas.ts';
import { BUYER_MANNER, PERSONA_VOICES, personaVoice, sentenceProsody } from './persona-voices.ts';

const voices = PERSONAS.map((p) => ({ persona: p, voice: personaVoice(p) }));

describe('persona voices', () => {
  it('every seeded scenario has a voice of its own, and the table names no other scenario', () => {
    expect(Object.keys(PERSONA_VOICES).sort()).toEqual(PERSONAS.map((p) => p.scenarioId).sort());
  });

  it('men are pitched low, women high; buyers of one sex differ by voice or by at least 8 Hz', () => {
    for (const { persona, voice } of voices) {
      if (voice.sex === 'male') expect(voice.pitchHz, persona.name).toBeLessThan(145);
      else expect(voice.pitchHz, persona.name).toBeGreaterThan(175);
    }
    for (const a of voices)
      for (const b of voices) {
        if (a === b || a.voice.sex !== b.voice.sex) continue;
        const apart = a.voice.offline !== b.voice.offline || Math.abs(a.voice.pitchHz - b.voice.pitchHz) >= 8;
        expect(apart, `${a.persona.name} / ${b.persona.name}`).toBe(true);
      }
  });

  it('no two buyers share a provider voice', () => {
    const openai = voices.map((v) => v.voice.openai);
    const eleven = voices.map((v) => v.voice.elevenLabs.voiceId);
    expect(new Set(openai).size).toBe(openai.length);
    expect(new Set(eleven).size).toBe(eleven.length);
  });

  it('a Dreamer is faster and livelier, a Boss clipped, a Relater slower with longer pauses', () => {
    const { dreamer, boss, relater, analyzer } = BUYER_MANNER;
    expect(dreamer.rate).toBeGreaterThan(analyzer.rate);
    expect(dreamer.range).toBeGreaterThan(analyzer.range);
    expect(boss.rate).toBeGreaterThan(analyzer.rate);
    expect(boss.pauseMs).toBeLessThan(Math.min(dreamer.pauseMs, relater.pauseMs, analyzer.pauseMs));
    expect(relater.rate).toBeLessThan(analyzer.rate);
    expect(relater.pauseMs).toBeGreaterThan(analyzer.pauseMs);
    const women = voices.filter((v) => v.voice.sex === 'female');
    const highest = women.reduce((a, b) => (a.voice.pitchHz > b.voice.pitchHz ? a : b));
    expect(highest.persona.buyerType).toBe('dreamer');
  });

  it('a composed persona keeps its scenario buyer; an unknown scenario speaks as its buyer type', () => {
    expect(personaVoice({ scenarioId: 'boss-short-notice', buyerType: 'boss' }).offline).toBe('awb');
    expect(personaVoice({ scenarioId: 'custom', buyerType: 'dreamer' })).toBe(
      PERSONA_VOICES['dreamer-garden-florals'],
    );
  });

  it('a question rises at its end and sits a little higher; a statement does not', () => {
    const v = PERSONA_VOICES['analyzer-photographer-compare']!;
    const statement = sentenceProsody(v, 'We have 220 guests.');
    expect(statement).toMatchObject({ pitchHz: v.pitchHz, endRise: 1, rate: v.rate, pauseMs: v.pauseMs });
    const question = sentenceProsody(v, 'Why does yours cost more?"');
    expect(question.endRise).toBeGreaterThan(1.1);
    expect(question.pitchHz).toBeGreaterThan(v.pitchHz);
    expect(question.pitchRangeHz).toBeGreaterThan(v.pitchRangeHz);
    expect(sentenceProsody(v, "I'd love that!").pitchHz).toBeGreaterThan(v.pitchHz);
  });
});
