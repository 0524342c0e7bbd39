/**
 * Rules added after the third held-out batch, checked on sentences and calls written apart from the eval set:
 * brushing off a concern, pressure tactics, the commitment ask that follows them, basics the couple volunteered
 * and the salesperson confirmed, worries and price objections in other words, and replies that echo a time.
 */
import { describe, expect, it } from 'vitest';
import { analyzeTranscriptText } from './analyze-call.ts';
import { findNextStep } from './next-step.ts';
import { findObjections } from './objections.ts';
import { dismissiveReplies, isDismissive, pressureTactics } from './seller-conduct.ts';
import type { AnalysisReport, Utterance } from './types.ts';
import { volunteeredBasics } from './volunteered-basics.ts';

const turns = (pairs: Array<[string, string]>): Utterance[] =>
  pairs.map(([speaker, text]) => ({ speaker, text }));
const SELLER = new Set(['Rob']);
const checkOf = (r: AnalysisReport, area: string, id: string) =>
  r.rubric.find((a) => a.id === area)!.checks.find((c) => c.id === id)!;

describe('brushing off a concern', () => {
  it('recognises refusals to engage in several wordings', () => {
    expect(isDismissive('Honestly, everybody says that about the price.')).toBe(true);
    expect(isDismissive("That's not really our department, love.")).toBe(true);
    expect(isDismissive("You'll work it out on the day, people always do.")).toBe(true);
    expect(isDismissive("I can't really comment on other bands, I don't know their setup.")).toBe(true);
  });

  it('does not take an acknowledgement with an option for a brush-off', () => {
    expect(
      isDismissive('I understand, a lot of couples feel that. We could split it into three payments.'),
    ).toBe(false);
    expect(isDismissive('Good question. Can I ask what the other quote included?')).toBe(false);
  });

  it('counts "don\'t worry about that" only when it answers a worry and offers nothing for it', () => {
    const worry = "I'm nervous the marquee will be freezing in October.";
    expect(isDismissive("Don't worry about that. So, shall we talk about the starters?", worry)).toBe(true);
    expect(isDismissive("Don't worry about that, we bring two patio heaters for every marquee.", worry)).toBe(
      false,
    );
    expect(
      isDismissive("Don't worry about it, see you Thursday.", 'Sorry, I was a bit late sending that.'),
    ).toBe(false);
  });

  it('counts "we\'ll get to that" followed by a lecture, not a short deferral to ask first', () => {
    const lecture =
      "We'll get to that. What I tell every couple is that the band makes or breaks the night, so it is the " +
      'last place to save, and we have played over six hundred weddings, we bring our own lights and sound, ' +
      'we learn a first dance for free and we never take a break longer than fifteen minutes in the evening.';
    expect(isDismissive(lecture)).toBe(true);
    expect(isDismissive("We'll get to that in a second. Can I ask when the wedding is?")).toBe(false);
  });

  it('only looks at salesperson turns that answer the buyer', () => {
    const replies = dismissiveReplies(
      turns([
        ['Rob', "Hi, it's Rob from Hillside Marquees."],
        ['Jo', "Hi Rob. Our budget's tight and I'm worried the quote will be too much."],
        ['Rob', "That's just the price, I'm afraid."],
        ['Jo', 'Oh.'],
      ]),
      SELLER,
    );
    expect(replies).toEqual(["That's just the price, I'm afraid."]);
  });
});

describe('pressure tactics', () => {
  it('finds false scarcity and deadlines', () => {
    const found = pressureTactics(
      turns([
        ['Rob', 'June Saturdays are selling fast, so I would want a decision by tonight.'],
        ['Jo', 'Right.'],
        ['Rob', "We've only got two dates left in May. I need an answer today, otherwise I can't hold it."],
      ]),
      SELLER,
    );
    expect(found).toHaveLength(3);
  });

  it('does not count a courtesy hold or a plain statement of availability', () => {
    const found = pressureTactics(
      turns([
        ['Rob', 'I can hold the date for you for a week, no charge, while you talk it over.'],
        [
          'Rob',
          "The 14th is free at the moment. I can't promise anything about the council's decision though.",
        ],
      ]),
      SELLER,
    );
    expect(found).toEqual([]);
  });
});

describe('basics the couple volunteered', () => {
  const said = "We're getting married on the 9th of August at Brackenfield Hall, about ninety guests.";
  it('counts the date, venue and guests when the salesperson confirms them', () => {
    const basics = volunteeredBasics(
      turns([
        ['Jo', said],
        ['Rob', 'Lovely, the 9th of August at Brackenfield, ninety is a nice size for the lawn.'],
      ]),
      SELLER,
    );
    expect(basics.map(([topic]) => topic).sort()).toEqual(['date', 'guest count', 'venue / location']);
  });

  it('counts nothing when the salesperson moves on without confirming', () => {
    const basics = volunteeredBasics(
      turns([
        ['Jo', said],
        ['Rob', 'Great. What kind of music do you like?'],
      ]),
      SELLER,
    );
    expect(basics).toEqual([]);
  });
});

describe('objections in other words', () => {
  it('finds a worry, an amount over budget and a quote from elsewhere', () => {
    const kinds = findObjections(
      turns([
        ['Rob', 'Hi, Rob from Hillside Marquees.'],
        ['Jo', "I'm worried the band will be too loud for my grandparents."],
        ['Rob', 'Okay.'],
        ['Jo', "That's about four hundred over, if I'm honest."],
        ['Rob', 'Right.'],
        ['Jo', "We've been offered the same thing from another supplier."],
        ['Rob', 'Okay.'],
      ]),
      SELLER,
    ).map((o) => o.kind);
    expect(kinds).toEqual(['risk', 'price', 'competitor']);
  });
});

describe('replies to a proposal', () => {
  it('does not take a time echoed back as a question, or "I haven\'t asked", for agreement', () => {
    const step = findNextStep(
      turns([
        ['Rob', 'Hi, Rob from Hillside Marquees.'],
        ['Jo', 'Hi.'],
        ['Rob', 'So you would want to book the Grand marquee, and I would need the deposit by tomorrow.'],
        ['Jo', "Tomorrow? I haven't even asked my partner yet."],
      ]),
      SELLER,
    );
    expect(step.agreed).toBe(false);
  });

  it('does not count a proposal in a turn that hands the decision back', () => {
    const step = findNextStep(
      turns([
        ['Rob', 'Hi, Rob from Hillside Marquees.'],
        ['Jo', 'Hi.'],
        ['Rob', "I can hold Saturday the 4th for you. Give me a call when you're ready and we'll book it."],
        ['Jo', 'Okay.'],
      ]),
      SELLER,
    );
    expect(step.agreed).toBe(false);
  });
});

describe('the rubric', () => {
  const call = (reply: string, close: string) =>
    [
      "Rob: Hi Jo, it's Rob from Hillside Marquees, thanks for your enquiry about the wedding.",
      'Jo: Hi Rob. It is the 20th of September, on my parents farm, about a hundred guests.',
      'Rob: How many guests will be seated for dinner?',
      'Jo: All hundred. My worry is the field is on a slope and my grandad uses a wheelchair.',
      `Rob: ${reply}`,
      'Jo: Okay. And the price for the large marquee?',
      'Rob: The large marquee with flooring and lighting is four thousand two hundred.',
      "Jo: That's more than we had in mind.",
      `Rob: ${close}`,
      "Jo: I'll talk to my dad and let you know.",
    ].join('\n');
  const heard =
    'That matters, thank you for telling me. We level the floor on a slope with a raised deck and add a ramp ' +
    'at the entrance, so your grandad can get in and out on his own. When you say a slope, is it gentle or steep?';
  const brushed = "Don't worry about that. You'll figure it out, everyone does.";
  const fairClose =
    'I understand. We could drop the lighting package and use festoons, which brings it to three thousand six ' +
    'hundred. Shall I send both options in writing on Friday?';
  const pushyClose =
    "That's just our price. September is filling up, so I'd need a deposit today. Shall I take the deposit now?";

  it('costs listening, tailoring and the ask when a concern is brushed off', () => {
    const good = analyzeTranscriptText(call(heard, fairClose));
    const bad = analyzeTranscriptText(call(brushed, fairClose));
    expect(checkOf(bad, 'listening', 'concerns-heard').score).toBeLessThan(
      checkOf(good, 'listening', 'concerns-heard').score,
    );
    expect(checkOf(bad, 'value', 'tailored-value').score).toBeLessThanOrEqual(
      checkOf(good, 'value', 'tailored-value').score,
    );
    expect(checkOf(bad, 'close', 'ask').score).toBeLessThan(checkOf(good, 'close', 'ask').score);
    expect(checkOf(bad, 'close', 'ask').detail).toMatch(/brushing off/);
    expect(bad.overallScore).toBeLessThan(good.overallScore);
  });

  it('costs the ask when the close leans on pressure', () => {
    const fair = analyzeTranscriptText(call(heard, fairClose));
    const pushy = analyzeTranscriptText(call(heard, pushyClose));
    expect(checkOf(pushy, 'close', 'ask').score).toBeLessThan(checkOf(fair, 'close', 'ask').score);
    expect(checkOf(pushy, 'close', 'ask').detail).toMatch(/pressure/);
  });

  it('counts basics the couple volunteered and the salesperson confirmed toward coverage', () => {
    const confirmed = analyzeTranscriptText(
      call(heard, fairClose).replace(
        'Rob: How many guests',
        'Rob: The 20th of September on the farm, a hundred guests, lovely. How many guests',
      ),
    );
    const coverage = checkOf(confirmed, 'discovery', 'criteria-coverage');
    expect(coverage.detail).toMatch(/date/);
    const ignored = checkOf(analyzeTranscriptText(call(heard, fairClose)), 'discovery', 'criteria-coverage');
    expect(ignored.detail).not.toMatch(/date/);
    expect(coverage.score).toBeGreaterThan(ignored.score);
  });
});
