/**
 * The live in-call score out of 10: starts at 7.5 and moves with each salesperson message
 * (good questions and empathy up; monologues, pitching before discovery and rudeness down).
 */
import { classifyTurn } from '../buyer-engine/classify-turn.ts';
import { liveScoreColor } from '../score-bands.ts';
import type { RatioMessage } from './talk-ratio.ts';

export const LIVE_SCORE_START = 7.5;
export const MONOLOGUE_WORDS = 80;

export interface LiveScore {
  score: number;
  color: 'green' | 'yellow' | 'red';
}

function clamp(n: number): number {
  return Math.round(Math.max(0, Math.min(10, n)) * 10) / 10;
}

/** How much one salesperson message moves the score; `questionsSoFar` counts earlier questions. */
export function scoreMessageDelta(text: string, questionsSoFar: number, previousBuyerText?: string): number {
  const t = classifyTurn(text, { previousBuyerText });
  let delta = 0;
  if (t.kind === 'abuse') return -2;
  if (t.kind === 'empty' || t.kind === 'nonsense') return -0.1;
  if (t.kind === 'off-topic') delta -= 0.3;
  for (const q of t.questions)
    delta +=
      q.type === 'problemFinding'
        ? 0.4
        : q.type === 'clarifying'
          ? 0.3
          : q.type === 'criteriaFinding'
            ? 0.2
            : 0;
  if (t.empathy) delta += 0.3;
  if (t.concreteClose) delta += 0.4;
  if ((t.pitch || t.price) && questionsSoFar < 3) delta -= 0.3;
  if (t.close && questionsSoFar < 3) delta -= 0.3;
  if (t.words > MONOLOGUE_WORDS) delta -= 0.5;
  return Math.max(-1, Math.min(0.8, delta));
}

/** Folds the whole conversation into the live score. */
export function computeLiveScore(messages: readonly RatioMessage[]): LiveScore {
  let score = LIVE_SCORE_START;
  let questions = 0;
  let lastBuyer: string | undefined;
  for (const m of messages) {
    if (!m.isUser) {
      lastBuyer = m.text;
      continue;
    }
    score = clamp(score + scoreMessageDelta(m.text, questions, lastBuyer));
    questions += classifyTurn(m.text).questions.length;
  }
  return { score, color: liveScoreColor(score) };
}
