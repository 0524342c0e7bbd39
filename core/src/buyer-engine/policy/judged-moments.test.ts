import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';
import { asksAboutOwnPlans, clearLabel, optionLabels } from './options.ts';
import { consultPartner } from '../buyer-voice.ts';
import { formatAmount } from '../../conversation/conversation-state.ts';
import { personaTruth } from './persona-truth.ts';

const FILMS =
  'Thanks Aisha! So our films are shot in 4K with two cameras, drone footage, and a cinematic highlight ' +
  'reel delivered in eight weeks. Our packages start at $3,500 and most people go for the $4,800 one.';

describe('prices over the budget name the budget and the gap', () => {
  it('$4,800 against a $4,250 budget is $550 over, never “at the top of” or “about” the budget', () => {
    const [first] = playTurns('relater-think-about-it', 'videographer', [FILMS]);
    expect(first!.reply).toMatch(/\$550/);
    expect(first!.reply).toMatch(/\$4,250/);
    expect(first!.reply).not.toMatch(/top of|about our whole|right at|at the limit/i);
  });

  it('a price a little over the budget names the budget and the gap, for every type and seed', () => {
    const scenarios = ['boss-venue-bottom-line', 'analyzer-photographer-compare', 'dreamer-destination'];
    for (const scenario of [...scenarios, 'relater-think-about-it'])
      for (let seed = 1; seed <= 6; seed++) {
        const s = createConversation(scenario, { trade: 'dj', seed });
        const budget = personaTruth(s.persona).budget!;
        const price = Math.round((budget * 1.06) / 50) * 50;
        const r = respondToSalesperson(s, `Our full package is ${formatAmount(price)} all in.`);
        const where = `${scenario} seed ${seed}: ${r.reply}`;
        expect(r.reply, where).toContain(formatAmount(price - budget));
        expect(r.reply, where).toContain(formatAmount(budget));
        expect(r.reply, where).not.toMatch(/top of|whole|right at|at the limit|tight against/i);
      }
  });

  it('the same over-budget price pushed again is still over, said in new words', () => {
    const results = playTurns('relater-think-about-it', 'videographer', [
      FILMS,
      'Cool. We also do a raw footage add-on for $600. Anyway, the $4,800 is really the one to get.',
    ]);
    expect(results[1]!.reply).toMatch(/\$550 (?:over|more)/);
    expect(results[1]!.reply).not.toBe(results[0]!.reply);
  });
});

describe('money the reader got wrong is not weighed', () => {
  it('“shot in 4K” is a picture resolution: no $4,000 and no “not 4K” correction', () => {
    const [r] = playTurns('relater-think-about-it', 'videographer', [FILMS]);
    expect(r!.reply).not.toMatch(/4K|\$4,000/);
  });

  it('“the $3,500 or the $4,800?” is said back whole, never “$4”', () => {
    const results = playTurns('relater-think-about-it', 'videographer', [
      FILMS,
      'The $4,800 package includes the full ceremony edit and speeches too. Do you want the $3,500 or the $4,800?',
    ]);
    expect(results[1]!.reply).not.toMatch(/\$4(?![,\d])/);
  });

  it('“the price is $7,800, not $9,000” and a $400 add-on bring no second relief about the $9,000', () => {
    const results = playTurns('relater-planning-with-mom', 'planner', [
      "For 180 guests I'd recommend our full-planning package. That's $7,800, inside your $9,000.",
      'Of course, the price is $7,800, not $9,000, so you would keep $1,200 in hand. Any questions?',
      'Most couples your size add the rehearsal for $400 so the families know where to stand.',
    ]);
    expect(results[1]!.reply).not.toMatch(/\$9,000 is|at the top of our \$9,000/);
    expect(results[2]!.reply).not.toMatch(/relief|under our|within/i);
  });
});

describe('a price the reader took for a recap', () => {
  it('“it’s $15,800 all in, so $1,200 under your $17,000” is weighed as $15,800', () => {
    const [r] = playTurns('relater-planning-with-mom', 'venue', [
      'For September 6, with the ceremony on the lawn and our coordinator, it’s $15,800 all in, so $1,200 ' +
        'under your $17,000. How does that sit with you both?',
    ]);
    expect(r!.reply).toMatch(/\$15,800/);
    expect(r!.moves.some((m) => m.startsWith('price'))).toBe(true);
  });
});

describe('deflection is only for genuinely personal small talk', () => {
  it('“I would love to learn about the two of you first” gets their story, never a deflection', () => {
    for (const scenario of ['boss-venue-bottom-line', 'relater-think-about-it', 'dreamer-destination']) {
      const [r] = playTurns(scenario, 'venue', [
        "Hi, I'm Dana from Willow Hall. I'd love to learn about the two of you first.",
      ]);
      expect(r!.moves, scenario).not.toContain('deflect');
      expect(r!.reply, scenario).not.toMatch(/another time|long story|can wait/i);
    }
  });

  it('their story, asked for twice in a turn, is not followed by “it’s a long story”', () => {
    const [r] = playTurns('relater-planning-with-mom', 'venue', [
      "I'd love to learn about the two of you first. How did you and your partner meet?",
    ]);
    expect(r!.reply).toMatch(/chemistry lab/);
    expect(r!.reply).not.toMatch(/long story|all day|next time|another time/i);
  });

  it('a filler the reader took for a check (“So yeah, have a think”) is not deflected', () => {
    const results = playTurns('relater-think-about-it', 'videographer', [
      'Sure, the details are on the website. So yeah, have a think and let me know.',
    ]);
    expect(results[0]!.moves).not.toContain('deflect');
    expect(results[0]!.reply).not.toMatch(/that's sweet|another time/i);
  });
});

describe('either-or questions', () => {
  it('labels cut from clauses are never said back', () => {
    expect(clearLabel('go straight to a')).toBe(false);
    expect(clearLabel('decide together')).toBe(false);
    expect(clearLabel('After')).toBe(false);
    expect(clearLabel('the barn')).toBe(true);
    expect(optionLabels(['person first', 'go straight to a'])).toEqual(['the first one', 'the second one']);
    expect(optionLabels(['ballgown', 'mermaid'])).toEqual(['ballgown', 'mermaid']);
  });

  it('a question about the couple’s own plans is not a choice between packages', () => {
    expect(asksAboutOwnPlans('is your venue doing the bar or are you bringing your own')).toBe(true);
    expect(asksAboutOwnPlans('is there a second day, an event the day before or after?')).toBe(true);
    expect(asksAboutOwnPlans('Would you prefer the barn or the garden?')).toBe(false);
    const [r] = playTurns('dreamer-garden-florals', 'caterer', [
      'is your venue doing the bar or are you bringing your own',
    ]);
    expect(r!.moves).not.toContain('ask-difference');
    expect(r!.reply).not.toMatch(/difference between/i);
  });
});

describe('a mother on the call', () => {
  it('what is still to be checked goes to the partner who is away, not to the mother on the call', () => {
    expect(consultPartner('Let me check with {third} and come back to you.')).toBe(
      'Let me check with {partner} and come back to you.',
    );
    expect(consultPartner('Can I check with {partner} and {third} first?')).toBe(
      'Can I check with {partner} first?',
    );
    expect(consultPartner('I want everyone to feel at home, {third} especially.')).toContain('{third}');
  });

  it('Linda, spoken to by name, answers herself; Emily never speaks of her as away', () => {
    const results = playTurns('relater-planning-with-mom', 'planner', [
      "Hi Emily, hi Linda, I'm Priya from Evermore Planning. When is the wedding?",
      'Linda, I would love your view: would you rather we handle everything, or just the last two months?',
      'Does Thursday at 7 pm work for you both, or is earlier better?',
    ]);
    expect(results[1]!.reply).toMatch(/Linda here,/);
    const all = results.map((r) => r.reply).join(' ');
    expect(all).not.toMatch(/(?:check|talk it over|talk) with Linda|when Linda is here|bring Linda/i);
    // her line is never said twice
    expect(all.match(/Linda here,[^.]*\./g)?.length).toBe(new Set(all.match(/Linda here,[^.]*\./g)).size);
  });

  it('spoken to again, Linda says a new line (never one already said)', () => {
    const results = playTurns('relater-planning-with-mom', 'venue', [
      "Hi Emily, hi Linda, I'm Grace from Linden House. How did you and your partner meet?",
      "Linda, it's lovely to have you here. What date are you both thinking of?",
    ]);
    expect(results[0]!.reply).toMatch(/Linda here,/);
    expect(results[1]!.reply).toMatch(/Linda here,/);
  });

  it('a mother not on the call never speaks', () => {
    const results = playTurns('relater-think-about-it', 'videographer', [
      'Hi Aisha! Is your mum with you today?',
      'When is the wedding?',
      'What matters most to you in a film?',
    ]);
    expect(results.map((r) => r.reply).join(' ')).not.toMatch(/ here, /);
  });
});

describe('yes/no questions about people', () => {
  it('“Is your mum going to be paying?” is never “Yes, Tom and me”', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const [r] = playTurns(
        'relater-think-about-it',
        'videographer',
        ['Is your mum going to be paying for it?'],
        seed,
      );
      expect(r!.reply, `seed ${seed}`).not.toMatch(/^Yes, (?:Tom|we|I|me)\b/);
    }
  });

  it('“is Linda still there?” is answered from who is on the call', () => {
    const [here] = playTurns('relater-planning-with-mom', 'planner', [
      'I thought Linda was with you on the call now, is she still there?',
    ]);
    expect(here!.reply).toMatch(/^Yes, Linda is right here/);
    const [away] = playTurns('relater-think-about-it', 'videographer', [
      'Is your mum on the call with you today?',
    ]);
    expect(away!.reply).toMatch(/^No\b/);
  });
});

describe('recaps and agreed times', () => {
  it('a correction is one sentence, so a short reply never keeps “Wrong.” without the fact', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const [r] = playTurns(
        'boss-venue-bottom-line',
        'venue',
        ['Let me recap: Saturday October 17, 200 guests, one place near downtown. Have I got that right?'],
        seed,
      );
      if (r!.moves.includes('correct')) expect(r!.reply, `seed ${seed}`).toMatch(/not 200/);
      expect(r!.reply).not.toMatch(/^(?:Wrong|No|Correction|Not quite)\.$/);
    }
  });

  it('“$7,500 is your ceiling and $6,900 is my price” is weighed as $6,900', () => {
    const [r] = playTurns('boss-short-notice', 'venue', [
      "Right, $7,500 is your ceiling and $6,900 is my price, so you'd have $600 spare.",
    ]);
    expect(r!.reply).not.toMatch(/\$7,500 is|over my/);
  });
});

describe('a time is given once a turn', () => {
  it('a close at a time that the reader also took for a scheduling question gets the time once', () => {
    const results = playTurns('analyzer-venue-contract', 'caterer', [
      'How many guests are you expecting?',
      'Do you want to come to the tasting on Saturday at 7 pm, or is earlier better?',
    ]);
    expect(results[1]!.reply.match(/Saturday at 7 pm/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
