/**
 * Everything the live coaching panel shows about the conversation so far, from one judgement: the practice
 * report's analyzer run on the messages so far (the live score, the phase and the talk alert agree with
 * the report that follows the call).
 */
import { readTurn } from '../conversation/read-turn.ts';
import { detectCoachingPhase } from './coaching-phase.ts';
import type { CoachingPhase } from './coaching-phase.ts';
import { liveScoreFromReport } from './live-score.ts';
import type { LiveScore, LiveScoreOptions } from './live-score.ts';
import { countSellerTurns, createPrefixJudge } from './prefix-judge.ts';
import type { LiveMessage } from './prefix-judge.ts';
import { shouldAlertTalkRatio, talkRatioFromReport } from './talk-ratio.ts';
import type { TalkRatio } from './talk-ratio.ts';

export type { LiveMessage } from './prefix-judge.ts';

// the conversation reader builds its parsers and model on its first turn: do it when the coaching code
// loads, not on the first message of a call, so no judgement mid-call waits for it
readTurn('so how many guests are you expecting');

export interface LiveJudgement {
  score: LiveScore;
  phase: CoachingPhase;
  ratio: TalkRatio;
  talkAlert: boolean;
}

export function judgeLive(messages: readonly LiveMessage[], options: LiveScoreOptions = {}): LiveJudgement {
  const judge = createPrefixJudge(messages);
  const report = judge.reportAfter(messages.length);
  const ratio = talkRatioFromReport(report, messages);
  return {
    score: liveScoreFromReport(report, countSellerTurns(messages), options),
    phase: detectCoachingPhase(messages, judge),
    ratio,
    talkAlert: shouldAlertTalkRatio(messages, ratio),
  };
}
