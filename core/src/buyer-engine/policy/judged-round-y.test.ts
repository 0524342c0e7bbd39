/** Moments of judged calls (round y) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { createConversation } from '../buyer-state.ts';
import { playTurns } from './judged-calls.fixture.ts';

const facts = createConversation('boss-venue-bottom-line', { trade: 'photographer' }).persona.facts;

describe('spoken asks of round y (judged calls y1-1, y1-2, y3-1)', () => {
  it('"is there anything that worries you about hiring a photographer" mid-run-on asks the worry', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'nice um so before i lock anything is there anything that worries you about hiring a photographer like bad ' +
        "experiences or stuff you've heard from friends",
    ]);
    expect(r!.events).toContain('reveal-pain');
  });

  it('"which saturday exactly … and where\'s the venue so i know travel" gets the date and the venue', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'okay great love that um which saturday exactly though like the tenth or the seventeenth or something else ' +
        "and where's the venue so i know travel",
    ]);
    expect(r!.reply).toContain(facts.date.value);
    expect(r!.reply).toContain(facts.venue.value);
    expect(r!.reply).not.toMatch(/local guests/i);
  });

  it('"anything you think your mum will want to know that i could answer now" is the worry', () => {
    const [r] = playTurns('relater-think-about-it', 'videographer', [
      "of course that's totally okay um is there anything you think your mum will want to know that i could " +
        'answer now',
    ]);
    expect(r!.events).toContain('reveal-pain');
  });

  it('"how does the 3800 sound for the full day" is a price, weighed', () => {
    const [r] = playTurns('relater-think-about-it', 'videographer', [
      'oh sorry my mistake july 12 got it um and how does the 3800 sound for the full day with the highlight film',
    ]);
    expect(r!.events).toContain('price-reaction');
  });

  it('"a budget in mind, or should we just see what feels right?" asks the budget, not two options', () => {
    const [r] = playTurns('relater-planning-with-mom', 'florist', [
      'So, did you have a budget in mind, or should we just see what feels right?',
    ]);
    expect(r!.reply).toMatch(/\$\d/);
    expect(r!.reply).not.toMatch(/difference/i);
  });
});

describe('a price dodged or hedged in speech (judged call y2-2)', () => {
  it('"i\'d rather not throw a number out" asks for no phone number', () => {
    const [r] = playTurns('analyzer-venue-contract', 'photographer', [
      "oh um yeah i mean it's like honestly it's a really good value you know for what you get so like i'd rather " +
        "not throw a number out before we know everything you want but it's like totally reasonable",
    ]);
    expect(r!.reply).not.toMatch(/555-/);
  });

  it('"maybe six thousand ish" is a price, weighed against the budget', () => {
    const [r] = playTurns('analyzer-venue-contract', 'photographer', [
      "oh um like maybe six thousand ish i'd have to check but yeah like around there",
    ]);
    expect(r!.events).toContain('price-reaction');
  });
});

describe('the other quotes (judged call y4-1)', () => {
  it('"what are the other two quoting you" asks about the others, and a list of what they lack is no choice', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'dj', [
      'a lot of djs at that price dont include a separate ceremony rig or backup gear but what are the other two ' +
        'quoting you and what do they include',
    ]);
    expect(r!.reply).not.toMatch(/figure for that|break down|difference/i);
  });
});

describe('the wedding day asked as a day, and an open invitation (judged calls y1-1, y2-2)', () => {
  it('"which saturday in october are you looking at and how many guests" gets the date, never a meeting time', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'Which Saturday in October are you looking at, and roughly how many guests?',
    ]);
    expect(r!.reply).toContain(facts.date.value);
    expect(r!.moves).not.toContain('give-time');
  });

  it('"so like what else do you wanna know" invites the buyer\'s own question', () => {
    const [r] = playTurns('analyzer-venue-contract', 'photographer', [
      "oh right yeah my bad so yeah we'd totally love to do it you know so like what else do you wanna know",
    ]);
    expect(r!.moves).toContain('ask-own');
  });
});
