/** Moments of judged calls (round s) the buyer got wrong, each with what a real buyer says instead. */
import { describe, expect, it } from 'vitest';
import { readTurn } from '../../conversation/read-turn.ts';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';

const boss = () => createConversation('boss-venue-bottom-line', { trade: 'videographer', seed: 10322 });
const relater = () => createConversation('relater-planning-with-mom', { trade: 'caterer', seed: 20385 });

describe('judged call s4-1 (a Boss, spoken run-ons)', () => {
  it('"where\'s the venue so i can check travel" asks for the venue, not about travel', () => {
    const s = boss();
    const reply = respondToSalesperson(
      s,
      "so october is pretty open for me right now what's the exact date and like where's the venue " +
        'so i can check travel',
    ).reply;
    expect(reply).toContain(s.persona.facts.venue.value);
    // the seller's own diary is no recap to confirm
    expect(reply).not.toMatch(/^That's right/);
  });

  it('a guest count asked as "under a hundred or one fifty" is a count, answered with the guests', () => {
    const turn = 'roughly how many guests are we talking like under a hundred or more like one fifty';
    expect(readTurn(turn).slots.money).toEqual([]);
    const s = boss();
    const reply = respondToSalesperson(s, turn).reply;
    expect(reply).toMatch(/\d+ guests/);
    expect(reply).not.toMatch(/difference|\$/i);
  });

  it('"forty two hundred two shooters" is $4,200 and two shooters', () => {
    expect(
      readTurn('signature is forty two hundred two shooters ten hours').slots.money.map((m) => m.amount),
    ).toEqual([4200]);
  });

  it.each([
    'are you the one signing or does your fiancee need to see it first',
    'got it with drone forty five hundred and i still need to know is it just you signing off or is there someone ' +
      'else who has to say yes',
    'honestly marcus i gotta ask a third time cause it matters for the contract who signs is it you alone or you ' +
      'and your partner',
  ])('who signs is a question about who decides, never pressure: %s', (turn) => {
    expect(readTurn(turn).acts.map((a) => a.kind)).not.toContain('pressure');
    const s = boss();
    expect(respondToSalesperson(s, turn).reply).toContain(s.persona.partner);
  });
});

describe('judged call s3-1 (a Relater with her mum on the call)', () => {
  it('"who is Ryan?" is answered, not waved off as small talk', () => {
    const s = relater();
    const reply = respondToSalesperson(s, "And just so I know who I'm planning with, who is Ryan?").reply;
    expect(reply).toMatch(new RegExp(`${s.persona.partner} is my fianc`));
  });

  it('the date of a tasting is not corrected as if it were the wedding date', () => {
    const s = relater();
    const reply = respondToSalesperson(
      s,
      "Wonderful, so that's you, Ryan and Linda at the tasting on Saturday December 12 at 11. What's the best " +
        'email to send the menu to?',
    ).reply;
    expect(reply).not.toMatch(/not December 12/);
    expect(reply).toContain('@');
  });
});
