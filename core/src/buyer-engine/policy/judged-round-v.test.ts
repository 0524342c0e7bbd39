/** Moments of judged calls (round v) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';
import { createConversation } from '../buyer-state.ts';
import type { TradeId } from '../../trades.ts';

const facts = (scenario: string, trade: TradeId) => createConversation(scenario, { trade }).persona.facts;

describe('every question of a long turn is answered (judged calls v1-1, v3-1, v4-1)', () => {
  it('three facts asked in one breath get three answers', () => {
    const f = facts('boss-venue-bottom-line', 'caterer');
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      "Thanks Marcus, I'll keep it tight. Three things to start: what's the date, roughly how many guests, " +
        'and where is the reception being held?',
    ]);
    expect(r!.reply).toContain(f.date.value);
    expect(r!.reply).toContain(String(f.guests.value));
    expect(r!.reply).toContain(f.venue.value);
  });

  it('a greeting run-on that ends "so when\'s the big day" is asked the date, not about flowers', () => {
    const f = facts('relater-planning-with-mom', 'florist');
    const [r] = playTurns('relater-planning-with-mom', 'florist', [
      "oh hi emily hi linda so nice to meet you both um i'm sam from petal and stem and like congratulations " +
        "first of all so um when's the big day and have you guys already picked a venue",
    ]);
    expect(r!.reply).toContain(f.date.value);
    expect(r!.reply).toContain(f.venue.value);
    expect(r!.reply).not.toMatch(/dahlias|peonies|in season/i);
  });

  it('"when in may is it and how many people are coming" gets the date and the count', () => {
    const f = facts('dreamer-garden-florals', 'photographer');
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [
      'so anyway um when in may is it and like how many people are coming',
    ]);
    expect(r!.reply).toContain(f.date.value);
    expect(r!.reply).toContain(String(f.guests.value));
  });
});

describe('a recap with wrong facts is corrected at once (judged call v4-1)', () => {
  const opening = 'What is the date and how many guests?';
  it('"anything I got wrong?" after a wrong date and count corrects both', () => {
    const f = facts('boss-venue-bottom-line', 'caterer');
    const [, r] = playTurns('boss-venue-bottom-line', 'caterer', [
      opening,
      'Let me just recap so I write the proposal right: November 17th at The Foundry, 160 guests, barbecue ' +
        'buffet, and you and Alicia sign off. Anything I got wrong?',
    ]);
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toContain(f.date.value.replace(/ next year$/, ''));
    expect(r!.reply).toMatch(/not 160/);
  });

  it('"is it November 17th with 160 guests, or did I mix those up?" gets no yes', () => {
    const [, r] = playTurns('boss-venue-bottom-line', 'caterer', [
      opening,
      'Sorry, I mean the details themselves. Is it November 17th with 160 guests, or did I mix those up?',
    ]);
    expect(r!.reply).not.toMatch(/^Yes\b/);
    expect(r!.reply).toMatch(/not November 17/);
  });

  it('a right recap asked to be checked is confirmed, and a price beside a right recap is still weighed', () => {
    const [, right] = playTurns('boss-venue-bottom-line', 'caterer', [
      opening,
      'So it is October 17th with 150 guests, right?',
    ]);
    expect(right!.moves).toContain('confirm');
  });
});

describe('the seller invites questions or asks what holds the buyer back (judged calls v2-1, v4-1)', () => {
  it.each(['Anyway, what did you want to know?', 'What were your specific questions?'])('%s', (turn) => {
    const [r] = playTurns('analyzer-photographer-compare', 'venue', [turn]);
    expect(r!.moves).toContain('ask-own');
  });

  it('"what don\'t you know enough about yet?" is answered with the worry', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      "No rush. What don't you know enough about yet? Tell me and I'll answer it now.",
    ]);
    expect(r!.events).toContain('reveal-pain');
  });
});

describe('an offer to send something is a favour, a hold or a contract is a close (judged calls v1-1, v4-1)', () => {
  it.each([
    'um should i just like email you something then or',
    'aw cute um okay so like i could maybe send you something at some point like a quote or whatever or you ' +
      'could just like think about it and get back to me no rush',
    'um okay so like sound good if i email you this week and you and diego just like look it over or',
  ])('%s', (turn) => {
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [turn]);
    expect(r!.moves).toContain('answer-yes');
    expect(r!.events).not.toContain('next-step-agreed');
  });

  it('"pencil you in or no pressure" is the close itself, never a pick of "the second one"', () => {
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [
      'so yeah like do you want me to pencil you in or like no pressure',
    ]);
    expect(r!.moves).not.toContain('choose');
    expect(r!.reply).not.toMatch(/\b(?:first|second) one\b/i);
  });

  it('"shall I send it over?" after "I can email the contract" is a close, not a favour taken', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      'To lock October 17th we take a $1,000 deposit, credited to the final bill. I can email the contract ' +
        'and deposit link today. Shall I send it over?',
    ]);
    expect(r!.moves).not.toContain('answer-yes');
  });

  it('"the contract today, or after you\'ve run it by Alicia?" is the close, and the deposit is no price', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      "The date isn't held without a deposit, the $1,000 is fully credited to your $14,000. So: do you want " +
        "the contract and deposit link today, or after you've run it by Alicia?",
    ]);
    expect(r!.moves).not.toContain('choose');
    expect(r!.events).not.toContain('price-reaction');
  });

  it('a close declined says when they decide, never that they want it booked', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', ['Can I send you the contract to sign now?']);
    if (r!.events.includes('next-step-declined')) expect(r!.reply).not.toMatch(/want this booked/i);
    else expect(r!.events).toContain('next-step-agreed');
  });
});

describe('how to send it is picked plainly (judged call v3-1)', () => {
  const relater = (turn: string) => playTurns('relater-planning-with-mom', 'florist', [turn])[0]!;

  it('"does email work best or would you rather i print one and bring it" gets e-mail', () => {
    const r = relater(
      "i'll get linda the proposal by friday does email work best or would you rather i print one and bring it",
    );
    expect(r.moves).toContain('choose');
    expect(r.reply).toMatch(/email/i);
    expect(r.reply).not.toMatch(/difference/i);
  });

  it('"your email or Linda\'s" gets their own address, and the mother leans to no option', () => {
    const r = relater("so um should i send it to your email emily or linda's");
    expect(r.reply).toMatch(/@/);
    expect(r.reply).not.toMatch(/difference|lean towards/i);
  });

  it('"a printed album or just digital files?" is still a choice about the album', () => {
    const r = playTurns('boss-venue-bottom-line', 'photographer', [
      'Do you want a printed album or just digital files?',
    ])[0]!;
    expect(r.reply).not.toMatch(/@/);
  });
});

describe('a step offered with "no commitment today" is no pressure (judged call v3-1)', () => {
  it('no push-back to a proposal by Friday and a meeting choice', () => {
    const [r] = playTurns('relater-planning-with-mom', 'florist', [
      "haha fair enough um so like what i'd suggest is no commitment today i can write up a proposal with " +
        'photos of those dahlia bouquets and send it over by friday and then maybe we do a design meeting at ' +
        'the studio would saturday at 11 or like tuesday evening at 6 work better for you guys',
    ]);
    expect(r!.events).not.toContain('pressure-refused');
  });
});
