/** The rules for reading spoken (speech-recognition) and informal turns, one test per rule. */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../analysis/text-utils.ts';
import { respondToSalesperson } from './buyer-engine.ts';
import { createConversation } from './buyer-state.ts';
import { composeReply, sentenceKey } from './buyer-voice.ts';
import { classifyTurn } from './classify-turn.ts';
import { CASTS } from './personas.ts';
import { normaliseSpoken, opensLikeQuestion } from './spoken-text.ts';
import { VOICES } from './voice-lines.ts';

const SCENARIO_IDS = CASTS.map((c) => c.home.scenarioId);

describe('spoken text is tidied before it is read', () => {
  it('drops hesitation sounds and a filler "like", but keeps "would you like" and "look like"', () => {
    expect(normaliseSpoken("um so what's the uh date")).toBe("so what's the date");
    expect(normaliseSpoken('is it a church wedding or like a civil thing')).toBe(
      'is it a church wedding or a civil thing',
    );
    expect(normaliseSpoken('would you like a second shooter')).toBe('would you like a second shooter');
    expect(normaliseSpoken('what would the day look like')).toBe('what would the day look like');
  });

  it('says stuttered words and phrases once, also when a filler sat between them', () => {
    expect(normaliseSpoken('so how how many people are you are you inviting')).toBe(
      'so how many people are you inviting',
    );
    expect(normaliseSpoken("what's the uh the date")).toBe("what's the date");
  });

  it('writes out spoken contractions', () => {
    expect(normaliseSpoken("where's it gonna be and when do you wanna book")).toBe(
      "where's it going to be and when do you want to book",
    );
  });

  it('tells a spoken question opening from a statement', () => {
    for (const q of [
      'yeah and is it a church wedding',
      'any dietary stuff we should know',
      'right so where is it',
    ])
      expect(opensLikeQuestion(q), q).toBe(true);
    for (const s of ['we do weddings all year', 'so our packages start at two thousand'])
      expect(opensLikeQuestion(s), s).toBe(false);
  });
});

describe('unpunctuated run-ons are read as two questions', () => {
  it('splits at "and" before a question of its own, in the order asked', () => {
    const t = classifyTurn("how did you guys hear about us and when's the big day");
    expect(t.kind).toBe('question');
    expect(t.asks.map((a) => a.topics[0])).toEqual(['source', 'date']);
  });

  it('keeps "and" inside one question, and a follow-up that refers back with the ask before it', () => {
    expect(classifyTurn('how much are you spending on food and drinks').asks).toHaveLength(1);
    const t = classifyTurn('Okay so what date are we looking at, and is that set in stone?');
    expect(t.asks).toHaveLength(1);
    expect(t.asks[0]!.topics).toContain('date');
  });

  it('keeps a second question with no topic as an ask of its own', () => {
    const t = classifyTurn("What's the date, and are you doing a sparkler send-off?");
    expect(t.asks).toHaveLength(2);
    expect(t.asks[1]!.topics).toEqual([]);
  });
});

describe('informal word families', () => {
  it.each([
    ['Where are you two jetting off to after?', 'honeymoon'],
    ['so where are you off to afterwards', 'honeymoon'],
    ['How many heads are we talking?', 'guests'],
    ['Who else have you been chatting to?', 'comparison'],
    ['And what did you reckon of them?', 'othersView'],
  ])('"%s" is read as %s', (text, topic) => {
    expect(classifyTurn(text).topics[0]).toBe(topic);
  });

  it('a thing for the guests (a dress code, favours) is not the guest count', () => {
    expect(classifyTurn('Is there a dress code for guests?').topics).not.toContain('guests');
    expect(classifyTurn('What sort of numbers are we looking at for guests?').topics).toContain('guests');
  });

  it("the couple's colours are their style for any trade, not another trade's palette", () => {
    const s = createConversation('boss-venue-bottom-line', { seed: 1, trade: 'dj' });
    const r = respondToSalesperson(s, "Any idea what colours you're thinking?");
    expect(r.reply.toLowerCase()).toContain(s.persona.facts.style.value.toLowerCase());
  });
});

describe('a second question with no fact is answered, never dropped', () => {
  it('every buyer type says it has not decided and asks for advice, in its own words', () => {
    const heard = new Set<string>();
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 3, trade: 'photographer' });
      const r = respondToSalesperson(s, "What's the date, and have you picked a hashtag?");
      expect(r.reply.toLowerCase(), r.reply).toContain(s.persona.facts.date.value.toLowerCase());
      const pool = VOICES[s.persona.buyerType].lines.undecidedToo.map((l) =>
        sentenceKey(l.split(/[.!?]/)[0]!),
      );
      const said = splitSentences(r.reply).map(sentenceKey);
      expect(
        pool.some((p) => said.some((x) => x.startsWith(p))),
        r.reply,
      ).toBe(true);
      expect(r.reply).toMatch(/\?/);
      heard.add(s.persona.buyerType);
    }
    expect(heard.size).toBe(4);
  });

  it('a personal or other-trade second question gets an aside or "that comes later", no fact', () => {
    for (const scenarioId of SCENARIO_IDS) {
      const s = createConversation(scenarioId, { seed: 5, trade: 'florist' });
      const personal = respondToSalesperson(s, 'How did you two meet, and what star sign are you?');
      expect(personal.reply.toLowerCase()).toContain(s.persona.facts.couple.value.toLowerCase());
      expect(personal.intent).toMatch(/then answer the personal question/);
      const other = respondToSalesperson(s, "Where's the venue, and who's doing your cake?");
      expect(other.reply.toLowerCase()).toContain(s.persona.facts.venue.value.toLowerCase());
      expect(other.intent).toMatch(/then say this call is only about the florist/);
    }
  });

  it('never says a sentence twice across a call of such turns', () => {
    let state = createConversation('relater-think-about-it', { seed: 2, trade: 'dj' });
    const seen = new Set<string>();
    for (const text of [
      "What's the date, and are you doing a sparkler send-off?",
      'How many guests, and have you picked a hashtag?',
      "Where's the venue, and will there be a kids' table?",
      'What is the budget, and do you want a signature cocktail?',
    ]) {
      const r = respondToSalesperson(state, text);
      for (const key of splitSentences(r.reply).map(sentenceKey)) {
        expect(seen.has(key), `${key} repeated in ${r.reply}`).toBe(false);
        seen.add(key);
      }
      state = r.state;
    }
  });

  it('each part of a composed reply opens with a capital', () => {
    expect(composeReply({ core: 'It is July.', suffix: 'my mum would love that.' })).toBe(
      'It is July. My mum would love that.',
    );
  });
});
