/** The general rules of reading what a question is about: word families, run-ons, indirect asks, trade words. */
import { describe, expect, it } from 'vitest';
import { classifyTurn } from './classify-turn.ts';

const first = (text: string) => classifyTurn(text).topics[0];

describe('word families and phrasings of a topic', () => {
  it.each([
    ['How did you end up finding our studio?', 'source'],
    ['Where did you both hear about us?', 'source'],
    ['What led to you coming across us?', 'source'],
    ['What made you decide on us over the others?', 'source'],
    ['What made you choose that venue?', 'venue'],
    ['Remind me how you guys met?', 'couple'],
    ['How long have you two been dating?', 'couple'],
    ['Are you thinking a huge wedding or something smaller?', 'guests'],
    ['Is it an intimate affair?', 'guests'],
    ["Where's everything taking place?", 'venue'],
    ['Where are you guys holding it?', 'venue'],
    ['And what about the night, once the speeches are over?', 'schedule'],
    ['What happens after the ceremony?', 'schedule'],
    ['How soon do you think you would be ready to book?', 'timeline'],
    ['When will you make a decision, do you think?', 'timeline'],
    ['Is that in line with the number you had in mind?', 'budget'],
    ['How does this compare with what you were comfortable spending?', 'budget'],
    ['Is the whole planning side going okay?', 'progress'],
  ])('%j is about %s', (text, topic) => {
    expect(first(text)).toBe(topic);
  });

  it('reads the kind of ceremony as its own topic, not the day’s timing', () => {
    for (const text of [
      'Will it be a church wedding?',
      "Who's marrying you, a celebrant or a registrar?",
      'What kind of ceremony are you having?',
      'Is it a religious service?',
    ])
      expect(first(text), text).toBe('ceremony');
    expect(first('What time does the ceremony start?')).toBe('schedule');
  });
});

describe('compound and indirect turns', () => {
  it('a run-on question is answered for the question asked first', () => {
    expect(first('How is the planning going, are you feeling stressed?')).toBe('progress');
    expect(first('What are you feeling stressed about, and how is the planning going?')).toBe('worries');
    expect(first('How many people are coming, and what date is it?')).toBe('guests');
    expect(first('What is the date, and how many people are coming?')).toBe('date');
  });

  it('across question sentences, the first question asked comes first', () => {
    expect(classifyTurn('Where is the venue? And how many guests?').topics).toEqual(['venue', 'guests']);
  });

  it('an ask put as a statement is a question when it names a topic', () => {
    for (const text of [
      "I'd love to hear about your venue.",
      'So, tell me about how you two met.',
      "I'm curious where you heard about us.",
    ]) {
      const t = classifyTurn(text);
      expect(t.kind, text).toBe('question');
      expect(t.questions.length, text).toBe(1);
    }
    expect(classifyTurn('Tell me, we have great packages.').kind).not.toBe('question');
  });

  it('a small-talk clause carries no wedding topic, even with a trade word in it', () => {
    for (const text of [
      'Lovely weather today, right?',
      'Did you find the place okay?',
      'How was the drive over?',
      'Did you find us alright, was the traffic bad?',
    ]) {
      const t = classifyTurn(text);
      expect(t.smallTalk, text).toBe(true);
      expect([...t.topics, ...t.tradeTopics], text).toEqual([]);
    }
    expect(classifyTurn('How are you two going to decide?').smallTalk).toBe(false);
    expect(first('How was your weekend? And how did you find us?')).toBe('source');
  });
});

describe('while an objection waits', () => {
  it('a probing question about it handles it; a question about another part of the wedding is a question', () => {
    const pending = { objectionPending: true };
    expect(classifyTurn('What part of it worries you?', pending).kind).toBe('objection-handling');
    expect(classifyTurn('What would help you decide?', pending).kind).toBe('objection-handling');
    const date = { ...pending, previousBuyerText: 'We want October 17 at the lodge.' };
    expect(classifyTurn('Why did you pick that date?', date).kind).toBe('question');
    expect(classifyTurn('What do you mean the date might move?', date).kind).toBe('question');
  });
});

describe('trade vocabulary', () => {
  it.each([
    ['What if it is raining on the day?', 'venue.rain'],
    ['Do you have a plan B for rainy weather?', 'venue.rain'],
    ['Which tracks need to be played at some point?', 'dj.mustplay'],
    ['Any songs you have to get played?', 'dj.mustplay'],
    ['How many of your bridesmaids are getting their hair done?', 'hair_makeup.party'],
    ['How many ladies need makeup?', 'hair_makeup.party'],
  ])('%j is about %s', (text, topic) => {
    expect(classifyTurn(text).tradeTopics).toContain(topic);
  });
});
