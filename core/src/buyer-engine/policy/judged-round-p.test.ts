import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';
import { createConversation } from '../buyer-state.ts';
import type { TradeId } from '../../trades.ts';
import { readTurn } from '../../conversation/read-turn.ts';
import { splitSentences } from '../../analysis/text-utils.ts';
import { formatAmount } from '../../conversation/conversation-state.ts';
import { personaTruth } from './persona-truth.ts';

const STRONG = [
  'Hi, lovely to meet you. When is the wedding, where, and how many guests?',
  'What matters most to you, and is there anything that worries you?',
  'I hear you, that would worry me too. We plan a backup for exactly that.',
  'Who decides with you, and what budget have you set for this?',
];

describe('a yes fits what was proposed (judged call p1-2)', () => {
  it('a free hold is accepted as a hold: no invoice, no deposit, no signature', () => {
    let accepted = 0;
    for (const scenario of ['boss-short-notice', 'boss-venue-bottom-line'])
      for (let seed = 1; seed <= 4; seed++) {
        const budget = personaTruth(createConversation(scenario, { trade: 'caterer', seed }).persona).budget!;
        const price = formatAmount(Math.round((budget * 0.8) / 100) * 100);
        const results = playTurns(
          scenario,
          'caterer',
          [
            ...STRONG,
            `Our plated menu is ${price} all in, staff and rentals included.`,
            'I can put a free hold on your date, no deposit and nothing to sign. Shall I put that on for you?',
          ],
          seed,
        );
        const last = results.at(-1)!;
        if (!last.moves.includes('commit')) continue;
        accepted += 1;
        expect(last.reply, `${scenario} ${seed}`).not.toMatch(/invoice|deposit|sign|paperwork|book it/i);
      }
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('a pitch answered once is not answered the same way again (judged call p2-2)', () => {
  it('a weak seller who keeps pitching never hears the same sentence twice', () => {
    const pitches = [
      'We do loads of weddings, our flowers are the freshest in town.',
      'Honestly our arches are stunning, everyone says so.',
      'We use seasonal blooms, they always look amazing.',
      'Our team has won awards, you are in good hands.',
      'We have hundreds of five-star reviews.',
      'Our Premium package is really the one I would go for.',
      'Everything we do looks beautiful, trust me.',
    ];
    const results = playTurns('dreamer-garden-florals', 'florist', pitches);
    const said = new Set<string>();
    for (const r of results)
      for (const sentence of splitSentences(r.reply)) {
        const key = sentence.toLowerCase().replace(/^(?:honestly|look|oh|so),?\s*/, '');
        expect(said.has(key), `repeated: ${sentence}`).toBe(false);
        said.add(key);
      }
  });
});

describe('soft scarcity is pressure (judged call p2-2)', () => {
  it('“we’re getting booked up, so you should probably lock something in soon” presses', () => {
    const acts = readTurn(
      "Honestly we're getting booked up for May, so you should probably lock something in soon.",
    ).acts;
    expect(acts.map((a) => a.kind)).toContain('pressure');
  });
});

describe('what a question asks (judged calls p2-1, p3-1, m1-3)', () => {
  it('“who else is involved in signing off on the contract?” asks who decides, not the contract terms', () => {
    const [r] = playTurns('analyzer-venue-contract', 'photographer', [
      'Who else is involved in signing off on the contract?',
    ]);
    expect(r!.reply).toMatch(/Grace/);
    expect(r!.reply).not.toMatch(/deposit|refund/i);
  });

  it('“is the venue already booked, yes or no?” is a plain question answered yes or no', () => {
    const acts = readTurn('Is the venue already booked, yes or no?').acts.map((a) => a.kind);
    expect(acts).toEqual(['yes-no-question']);
  });

  it('a rough number, or what they are working with in dollars, is the budget', () => {
    const asks: Array<[string, TradeId]> = [
      ['Since Sam minds the budget, have you two set a rough number for video, yes or no?', 'videographer'],
      ['so like in dollars roughly what are you working with for the food and the bar', 'caterer'],
    ];
    for (const [ask, trade] of asks) {
      const [r] = playTurns('dreamer-destination', trade, [ask]);
      expect(r!.reply, ask).toMatch(/\$\d/);
      expect(r!.moves, ask).not.toContain('deflect');
    }
  });
});

describe('a worry waved away twice is raised twice (judged call p2-2)', () => {
  it('a pitch beside “it’ll be fine” does not answer the worry', () => {
    const results = playTurns('dreamer-garden-florals', 'florist', [
      'Hi Sofia! Is there anything you are worried about with the flowers?',
      "Oh, don't worry about that, it never really happens. Anyway, we have a Classic and a Premium package.",
      "Honestly it'll be fine, we've done tons of summer weddings. The Premium is really the one I'd go for.",
    ]);
    expect(results[1]!.moves, results[1]!.reply).toContain('raise-concern');
    expect(results[2]!.moves, results[2]!.reply).toContain('raise-concern');
  });
});

describe('judged round q', () => {
  it('“is Ryan your fiancé?” is answered from who the partner is (q3-1)', () => {
    const [yes] = playTurns('relater-planning-with-mom', 'venue', ['Emily, is Ryan your fiancé?']);
    expect(yes!.reply).toMatch(/^Yes, Ryan is my fiancé/);
    const [no] = playTurns('relater-planning-with-mom', 'venue', ['Is Tom your fiancé?']);
    expect(no!.reply).toMatch(/^No, my fiancé is Ryan/);
  });

  it('a contact detail checked is confirmed, never “we haven’t decided” (q3-1)', () => {
    const [r] = playTurns('relater-planning-with-mom', 'venue', [
      'Is this email address the best one to use, yes or no?',
    ]);
    expect(r!.moves).toContain('answer-yes');
  });

  it('“let me tell you about us” asks nothing (q1-2)', () => {
    const kinds = readTurn(
      "So let me tell you about us, we've been doing this for twenty-two years.",
    ).acts.map((a) => a.kind);
    expect(kinds).not.toContain('commitment-ask');
  });

  it('“shall I do that?” after a free hold offered once a meeting is agreed accepts the hold (q4-1)', () => {
    const results = playTurns('analyzer-photographer-compare', 'videographer', [
      ...STRONG,
      'Our full-day film is $3,000 all in. Could we go through it on a call Thursday at 7?',
      "Perfect. In the meantime, I can put a free, no-obligation hold on your date until Thursday's call. " +
        'No deposit, no contract. Shall I do that, yes or no?',
    ]);
    const last = results.at(-1)!;
    if (results.at(-2)!.state.nextStepAgreed)
      expect(last.reply).not.toMatch(/already confirmed|already agreed/i);
  });
});

describe('help offered that mentions a step (judged call q1-1)', () => {
  it('“would you like me to email the mood board ahead of the call?” is a favour accepted, not a close', () => {
    const [r] = playTurns('dreamer-destination', 'florist', [
      'Would you like me to email the mood board ahead of the call, so Sam can look at the numbers too?',
    ]);
    expect(r!.moves, r!.reply).toContain('answer-yes');
    expect(r!.moves).not.toContain('decline');
  });
});

describe('advice is asked once a call (judged call q3-1)', () => {
  it('a second “not decided” asks no advice again; “where should I send it?” is answered', () => {
    const results = playTurns('relater-planning-with-mom', 'venue', [
      'What colour scheme are you thinking?',
      'Do you want a sparkler exit?',
      'And what about the welcome drinks, have you picked a cocktail?',
      'Where should I send the photos and the package details?',
    ]);
    const advice =
      /what (?:do|would) (?:most |other )?(?:couples|people|families|you suggest|you recommend)/i;
    const asked = results.filter((r) => advice.test(r.reply)).length;
    expect(asked, results.map((r) => r.reply).join(' | ')).toBeLessThanOrEqual(1);
    expect(results[3]!.reply).toContain('@');
  });
});

describe('a spoken question after a pitch (judged call q2-1)', () => {
  it('“… no travel fee inside the city … so is it just you deciding?” asks who decides, not about travel', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'yeah thats fair um our quotes are all in no travel fee inside the city and overtime is listed up front ' +
        'so like is it just you deciding or is your partner in on this too',
    ]);
    expect(r!.reply).toMatch(/Alicia/);
    expect(r!.reply).not.toMatch(/local guests/i);
  });

  it('“… in a sec what budget did you have in mind” is one question', () => {
    const acts = readTurn(
      "sure i'll get to price in a sec um what budget did you have in mind for photography",
    ).acts;
    expect(acts.some((a) => a.text.includes('what budget did you have in mind'))).toBe(true);
  });
});

describe('priced options (judged call p3-1)', () => {
  it('“Essentials at $3,200 … or Signature at $3,800. Which sounds more like you?” is a choice', () => {
    const [r] = playTurns('dreamer-destination', 'videographer', [
      'Two options: Essentials at $3,200 with a highlight film, or Signature at $3,800 with the full ceremony ' +
        'edit. Which sounds more like you?',
    ]);
    expect(r!.moves).toContain('choose');
    // the reaction is to the price of the option taken, never to the one turned down
    const turnedDown = /essentials/i.test(r!.reply) ? '$3,800' : '$3,200';
    expect(r!.reply).not.toContain(turnedDown);
  });
});

describe('spoken dates (judged call r2-1)', () => {
  it('“april twenty sixth” is April 26, and “an hour before” names no date', () => {
    const times = readTurn('so april twenty sixth at hawthorn gardens').slots.times;
    expect(times.some((t) => t.month === 4 && t.day === 26)).toBe(true);
    expect(readTurn('we set up the arch about an hour before the ceremony').slots.times).toEqual([]);
  });
});

describe('colour that fits (judged rounds q and r)', () => {
  it('a Relater does not bring her mum into every reply as colour', () => {
    const questions = [
      'Hi Aisha! When is the wedding?',
      'Where is it, and how many guests?',
      'What matters most to you in the photos?',
      'What style do you love, candid or posed?',
      'How did you two meet?',
      'Is there anything that worries you?',
      'Who decides with you?',
      'What budget have you set for photography?',
      'What would make the day perfect for you?',
      'Any must-have shots?',
    ];
    const colour = /would want to hear about that too|talk it over with|to be comfortable with it too/i;
    for (let seed = 1; seed <= 6; seed++) {
      const results = playTurns('relater-think-about-it', 'photographer', questions, seed);
      const said = results.flatMap((r) => splitSentences(r.reply)).filter((x) => colour.test(x));
      expect(said.length, `seed ${seed}: ${said.join(' | ')}`).toBeLessThanOrEqual(2);
    }
  });

  it('a worry told is never followed by a cheerful line in the same reply', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const results = playTurns(
        'dreamer-destination',
        'florist',
        ['Hi! When is the wedding, and is there anything that worries you about the flowers?'],
        seed,
      );
      expect(results[0]!.reply).not.toMatch(/makes me smile|butterflies|so happy|so excited/i);
    }
  });
});

describe('questions beside a pitch (judged call r4-1)', () => {
  it('“A fairy tale in May sounds lovely. Do you have an exact date yet, and how many guests?” gets both', () => {
    const [r] = playTurns('dreamer-garden-florals', 'venue', [
      "Hi Sofia, congratulations! I'm Mark from Willowbrook Estate. A fairy tale in May sounds lovely. Do you " +
        'have an exact date in May yet, and roughly how many guests are you expecting?',
    ]);
    expect(r!.reply).toMatch(/May 24/);
    expect(r!.reply).toMatch(/120/);
  });
});
