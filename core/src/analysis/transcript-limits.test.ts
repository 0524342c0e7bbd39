import { describe, expect, it } from 'vitest';
import { analyzeTranscript, analyzeTranscriptText } from './analyze-call.ts';
import { parseJsonTranscript } from './parse-json-transcript.ts';
import { parseTranscript } from './parse-transcript.ts';
import { TranscriptError } from './transcript-error.ts';
import type { ParsedTranscript } from './types.ts';

/**
 * Each input below takes well under a second; the old quadratic code took minutes on them. The test's own
 * timeout is the guard against that coming back (no wall-clock assertion: speed is measured in bench/).
 */
const SLOW_TEST = 60_000;

function failure(run: () => unknown): TranscriptError {
  try {
    run();
  } catch (err) {
    expect(err).not.toBeInstanceOf(RangeError);
    expect(err).toBeInstanceOf(TranscriptError);
    return err as TranscriptError;
  }
  throw new Error('expected a TranscriptError');
}

const lines = (n: number, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => line(i)).join('\n');

describe('transcript size limits', () => {
  it(
    'refuses a 200,000-line transcript with a clear reason, without a RangeError',
    () => {
      const text = lines(200_000, (i) => `${i % 2 ? 'Ben' : 'Anna'}: Line ${i}, what about the venue?`);
      const err = failure(() => analyzeTranscriptText(text, 'long.txt'));
      expect(err.code).toBe('too-long');
      expect(err.userMessage).toMatch(/too long .*single call/i);
    },
    SLOW_TEST,
  );

  it(
    'refuses a JSON transcript with 200,000 entries the same way',
    () => {
      const entries = Array.from({ length: 200_000 }, (_, i) => ({
        speaker: i % 2,
        text: `Line ${i} about the venue.`,
        start: i * 1500,
        end: i * 1500 + 1200,
      }));
      const text = JSON.stringify({ utterances: entries });
      const err = failure(() => parseTranscript(text, 'long.json'));
      expect(err.code).toBe('too-long');
    },
    SLOW_TEST,
  );

  it(
    'refuses 20,000 different speakers quickly (no pattern built from every name)',
    () => {
      const text = lines(40_000, (i) => `Guest ${i % 20_000}: Hello there. How are you today?`);
      const err = failure(() => parseTranscript(text, 'crowd.txt'));
      expect(err.code).toBe('too-long');
    },
    SLOW_TEST,
  );

  it(
    'looks up AWS speaker segments by time instead of scanning them for every word',
    () => {
      const segments = Array.from({ length: 150_000 }, (_, i) => ({
        speaker_label: `spk_${i % 2}`,
        start_time: String(i),
        end_time: String(i + 1),
      }));
      const items = Array.from({ length: 150_000 }, (_, i) => ({
        start_time: String(i + 0.5),
        end_time: String(i + 0.9),
        alternatives: [{ content: 'word' }],
        type: 'pronunciation',
      }));
      const text = JSON.stringify({ results: { speaker_labels: { segments }, items } });
      const utterances = parseJsonTranscript(text);
      expect(utterances).toHaveLength(150_000);
      expect(utterances![1]).toMatchObject({ speaker: 'spk_1', text: 'word' });
    },
    SLOW_TEST,
  );

  it(
    'reads participant roles without rescanning a long preamble for every comma',
    () => {
      const notes = lines(6_000, () => 'budget, venue, flowers, photos, music, cake, dress, rings, guests');
      const dialogue = 'Anna: Hi Ben, when is the day?\nBen: June.';
      const text = `Participants: Anna (Planner), Ben (Client)\n${notes}\n${dialogue}`;
      const report = analyzeTranscriptText(text, 'notes.txt');
      expect(report.speakers.find((s) => s.side === 'salesperson')?.label).toBe('Anna');
    },
    SLOW_TEST,
  );

  it('still analyses a long but plausible call', () => {
    const text = lines(2_000, (i) =>
      i % 2 ? `Ben: Answer ${i}, we were thinking June.` : `Anna: Question ${i}, when is the wedding?`,
    );
    const report = analyzeTranscriptText(text, 'long-call.txt');
    expect(report.speakers.map((s) => s.label)).toEqual(['Anna', 'Ben']);
  });
});

describe('analyzer work grows linearly with the call', () => {
  /** Every buyer turn is a distinct objection and every seller turn a distinct proposal with a time. */
  function bigCall(turns: number): ParsedTranscript {
    const utterances = Array.from({ length: turns }, (_, i) =>
      i % 2 === 0
        ? { speaker: 'Ana', text: `Would Saturday at ${(i % 12) + 1} work for tasting number ${i}?` }
        : { speaker: 'Sam', text: `That is a bit expensive for us, quote ${i}.` },
    );
    utterances.push({ speaker: 'Ana', text: 'Mr. '.repeat(30_000) });
    return {
      format: 'plain',
      utterances,
      speakers: ['Ana', 'Sam'],
      hasTimestamps: false,
      preamble: '',
      warnings: [],
    };
  }

  it(
    'analyses 40,000 turns full of objections, proposals and abbreviations ',
    () => {
      const report = analyzeTranscript(bigCall(40_000), { salespersonSpeakers: ['Ana'] });
      expect(report.objections.length).toBeGreaterThan(10_000);
      expect(report.nextStep.agreed).toBe(false);
    },
    SLOW_TEST,
  );
});
