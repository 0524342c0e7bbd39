/** Moments of judged calls (rounds s and t) the buyer got wrong, each with what a real buyer says instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns } from './judged-calls.fixture.ts';
import { readTurn } from '../../conversation/read-turn.ts';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation, type ConversationState } from '../buyer-state.ts';

const DIFFERENCE = /difference|feel different|why .+ over/i;
const relater = () => createConversation('relater-think-about-it', { trade: 'photographer', seed: 3 });

describe('"or" in a turn is not always two things to choose between (judged calls t1-1, t3-1, t3-2)', () => {
  it.each([
    "i've shot there like four or five times the light in the rose garden is great",
    'anything else you guys wanted to ask or are we good?',
    "would you like your mum's email on the summary too or will you forward it",
  ])('%s', (turn) => {
    const reply = respondToSalesperson(relater(), turn).reply;
    expect(reply).not.toMatch(DIFFERENCE);
  });

  it('two real options still get a choice or a question about the difference', () => {
    const reply = respondToSalesperson(
      relater(),
      'Would you rather the barn or the pavilion for the portraits?',
    ).reply;
    expect(reply).toMatch(/barn|pavilion|first|second/i);
  });

  it('"anything else you wanted to ask?" is an invitation to ask', () => {
    const r = respondToSalesperson(relater(), 'anything else you guys wanted to ask or are we good?');
    expect(r.moves).toContain('ask-own');
  });

  it('"the forty two hundred one" is the $4,200 one, not $4,201', () => {
    expect(
      readTurn('so is it the forty two hundred one or the forty eight hundred one').slots.money,
    ).not.toContainEqual(expect.objectContaining({ amount: 4201 }));
  });
});

/** Plays turns to a fresh buyer: the last reply and every event of the call. */
function play(state: ConversationState, turns: string[]): { last: string; events: string[] } {
  let s = state;
  let last = '';
  const events: string[] = [];
  for (const turn of turns) {
    const r = respondToSalesperson(s, turn);
    s = r.state;
    last = r.reply;
    events.push(...r.events);
  }
  return { last, events };
}

describe('a weak call earns no yes (judged call s3-2)', () => {
  it('vague prices, brushed-off terms and "do you wanna just lock it in?" get a not-yet', () => {
    const turns = judgedTurns('2026-11-27-s-2-analyzer-venue-contract-dj-weak.md');
    const close = turns.findIndex((t) => /lock it in\?$/.test(t));
    expect(close).toBeGreaterThan(5);
    const s = createConversation('analyzer-venue-contract', { trade: 'dj', seed: 341 });
    expect(play(s, turns.slice(0, close + 1)).events).not.toContain('next-step-agreed');
  });
});

describe('a deposit is not the price (judged call t2-2)', () => {
  it('"I can hold it until Friday with $1,500 down" after a $6,800 quote is no relief', () => {
    let s: ConversationState = createConversation('dreamer-destination', { trade: 'venue', seed: 2 });
    s = respondToSalesperson(s, 'Our small-wedding terrace package is $6,800 for up to 50 guests.').state;
    const reply = respondToSalesperson(
      s,
      'Nothing goes wrong here, trust me, we do this every weekend. The real risk is losing September 20. I can ' +
        'hold it until Friday with $1,500 down. Should I send the deposit link to you or to your partner?',
    ).reply;
    expect(reply).not.toMatch(/\$1,500|fits in|breathe|less than/i);
  });
});

describe('a close put as two options is a close (judged call u3-2)', () => {
  it('"lock it in or think about it?" from a weak seller with no price is weighed as a close', () => {
    const turns = judgedTurns('2026-11-27-u3-2-boss-venue-bottom-line-dj-weak.md');
    const close = turns.findIndex((t) => /lock it in or think about it\?$/.test(t));
    expect(close).toBeGreaterThan(3);
    const s = createConversation('boss-venue-bottom-line', { trade: 'dj', seed: 7 });
    const { last, events } = play(s, turns.slice(0, close + 1));
    expect(last).not.toMatch(/first one|second one/i);
    expect(events).not.toContain('next-step-agreed');
  });
});

describe('a promise to sketch something "at some point" is no close (judged call u2-2)', () => {
  it('a weak spoken seller who never asks for anything gets no yes', () => {
    const turns = judgedTurns('2026-11-27-u2-2-dreamer-destination-florist-weak.md');
    expect(turns[7]).toMatch(/sketch something/);
    const s = createConversation('dreamer-destination', { trade: 'florist', seed: 29380 });
    expect(play(s, turns.slice(0, 8)).events).not.toContain('next-step-agreed');
  });
});
