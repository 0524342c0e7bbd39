/** Every judged call kept in the repo, replayed turn by turn: the buyer always answers while the call is on. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRADE_IDS, type TradeId } from '../../trades.ts';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';

const DIR = new URL('../../../corpus/judged-consultations/', import.meta.url);
const calls = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .map((file) => {
    const head = readFileSync(new URL(file, DIR), 'utf8');
    const scenario = /^- Scenario: (\S+)/m.exec(head)?.[1];
    const trade = /^- Trade: (\S+)/m.exec(head)?.[1] as TradeId | undefined;
    return { file, scenario, trade };
  })
  .filter((c) => c.scenario && c.trade && TRADE_IDS.includes(c.trade));

describe('judged calls replayed', () => {
  it('there are judged calls to replay', () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it('no reply is empty while the call is on (a judged call heard dead air after "Great to hear from you")', () => {
    const silent: string[] = [];
    for (const { file, scenario, trade } of calls) {
      const turns = judgedTurns(file);
      for (const [i, r] of playTurns(scenario!, trade!, turns).entries())
        if (!r.reply.trim() && !r.state.ended && turns[i]!.trim())
          silent.push(`${file} #${i + 1}: ${turns[i]}`);
    }
    expect(silent).toEqual([]);
    // every judged call kept in the repo is played whole: more time than one conversation's test
  }, 60_000);
});
