import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '@ringready/core/analysis/analyze-call';
import { conversationTranscript } from '@ringready/core/analysis/judge-conversation';
import { countWords } from '@ringready/core/analysis/text-utils';
import { openingLine } from '@ringready/core/buyer-engine/buyer-engine';
import { createConversation } from '@ringready/core/buyer-engine/buyer-state';
import {
  DISCOVERER_CLOSE,
  DISCOVERER_HANDLING,
  DISCOVERER_OPENING,
  talk,
} from '@ringready/core/buyer-engine/scripted-salesperson';
import { judgeLive } from '@ringready/core/coaching/live-judgement';
import { practiceTranscript } from '../modules/practice/index.ts';
import { SCENARIOS } from './catalog-data.ts';
import { scriptedPractice, type ScriptedMessage } from './practice-scripts.ts';

const YOU = 'Olivia Bennett';
const rep = { name: 'Olivia', business: 'Evergreen Weddings' };
const LEVELS = [0, 0.25, 0.5, 0.75, 1];
const SEEDS = [1, 2, 3, 4];

/** The scripted discoverer (opening questions, then handle objections or propose Saturday at 11). */
function discoverer(scenarioId: string, seed: number): ScriptedMessage[] {
  let state = createConversation(scenarioId, { seed });
  const messages: ScriptedMessage[] = [{ isUser: false, text: openingLine(state) }];
  const queue = [...DISCOVERER_OPENING];
  for (let i = 0; i < 20 && !state.nextStepAgreed && !state.ended; i++) {
    const text = queue.shift() ?? (state.pendingObjection ? DISCOVERER_HANDLING : DISCOVERER_CLOSE);
    const run = talk(state, [text]);
    state = run.state;
    messages.push({ isUser: true, text }, { isUser: false, text: run.replies[0]! });
  }
  return messages;
}

interface Played {
  name: string;
  messages: ScriptedMessage[];
}

function allConversations(): Played[] {
  const out: Played[] = [];
  for (const s of SCENARIOS) {
    for (const level of LEVELS)
      for (const seed of SEEDS)
        out.push({
          name: `${s.id} level ${level} seed ${seed}`,
          messages: scriptedPractice(s.id, level, seed, rep).messages,
        });
    out.push({ name: `${s.id} discoverer`, messages: discoverer(s.id, 1) });
  }
  return out;
}

/** Each message stored when it has been said: its words at 150 a minute, plus a two-second pause. */
function stored(messages: ScriptedMessage[]) {
  let at = Date.UTC(2026, 2, 1, 15);
  return messages.map((m) => {
    const createdAt = new Date(at);
    at += (countWords(m.text) / 2.5 + 2) * 1000;
    return { ...m, createdAt };
  });
}

/** What the practice report worker makes of the stored messages. */
function reportScore(rows: ReturnType<typeof stored>, buyerName: string): number {
  return analyzeTranscript(practiceTranscript(rows, YOU, buyerName), { salespersonSpeakers: [YOU] })
    .overallScore;
}

const live = (rows: ReturnType<typeof stored>) =>
  rows.map((r) => ({ isUser: r.isUser, text: r.text, timestamp: r.createdAt.toISOString() }));

describe('the live judgement agrees with the practice report on every scripted conversation', () => {
  const played = allConversations().map((p) => {
    const rows = stored(p.messages);
    const buyerName = SCENARIOS.find((s) => p.name.startsWith(s.id))!.buyerType;
    return { ...p, rows, report: reportScore(rows, buyerName) };
  });

  it('builds the transcript the practice report worker builds', () => {
    for (const p of played.slice(0, 12)) {
      const turns = p.rows.map((r) => ({ isUser: r.isUser, text: r.text, at: r.createdAt.getTime() }));
      expect(conversationTranscript(turns, { you: YOU, buyer: 'Buyer' })).toEqual(
        practiceTranscript(p.rows, YOU, 'Buyer'),
      );
    }
  });

  it("ends within 10 points of the report's overall score while running, and on it once ended", () => {
    const gaps: number[] = [];
    for (const p of played) {
      const running = judgeLive(live(p.rows)).score.score * 10;
      const ended = judgeLive(live(p.rows), { ended: true }).score.score * 10;
      expect(ended, p.name).toBe(p.report);
      expect(Math.abs(running - p.report), p.name).toBeLessThanOrEqual(10);
      gaps.push(Math.abs(running - p.report));
    }
    // the scripts span weak to strong salespeople, so the agreement is not between constants
    const scores = played.map((p) => p.report);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(30);
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeLessThan(3);
  });

  it('never shows a weak salesperson green at the end', () => {
    for (const p of played.filter((x) => x.report < 61))
      expect(judgeLive(live(p.rows)).score.color, p.name).not.toBe('green');
  });
});
