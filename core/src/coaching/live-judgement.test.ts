import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from '../analysis/analyze-call.ts';
import { conversationTranscript } from '../analysis/judge-conversation.ts';
import { judgeLive } from './live-judgement.ts';
import type { LiveMessage } from './live-judgement.ts';

/** Messages 20 seconds apart, as the live panel receives them. */
function timed(lines: Array<[boolean, string]>): LiveMessage[] {
  return lines.map(([isUser, text], i) => ({
    isUser,
    text,
    timestamp: new Date(Date.UTC(2026, 4, 1, 10) + i * 20_000).toISOString(),
  }));
}

function reportOf(messages: LiveMessage[]) {
  const turns = messages.map((m) => ({
    isUser: m.isUser,
    text: m.text,
    at: Date.parse(String(m.timestamp)),
  }));
  const parsed = conversationTranscript(turns, { you: 'Maya Lopez', buyer: 'Dreamer' });
  return analyzeTranscript(parsed, { salespersonSpeakers: ['Maya Lopez'] });
}

/** The phase shown after each message. */
const phases = (messages: LiveMessage[]) => messages.map((_, i) => judgeLive(messages.slice(0, i + 1)).phase);

const CONSULTATION = timed([
  [false, 'Hi, we just got engaged and are looking for a photographer.'],
  [true, 'Congratulations! This is Maya from Golden Hour Photography, thanks so much for reaching out.'],
  [false, 'Thank you! We are so excited.'],
  [true, 'What worries you most about the day?'],
  [false, 'Honestly, that the photos feel stiff. We hated our engagement pictures.'],
  [true, 'That makes sense. What would make the photos feel like you?'],
  [false, 'Candid moments, laughing with our friends, nothing posed.'],
  [true, 'What budget have you set aside for photography?'],
  [false, 'Around four thousand dollars, maybe a little more.'],
  [
    true,
    'You mentioned candid moments, so our full-day collection includes two photographers and 8 hours ' +
      'for $3,800.',
  ],
  [false, 'That sounds good, honestly.'],
  [true, 'Would you like to come in for a consultation on Saturday at 11?'],
  [false, 'Yes, Saturday at 11 works for us. See you then!'],
]);

const MONOLOGUE = timed([
  [false, 'Hi, we are looking for a venue for next June.'],
  [
    true,
    'Great, so we are the best venue in town, we have won every award there is, our ballroom seats three ' +
      'hundred people and our packages start at twelve thousand dollars with everything included.',
  ],
  [false, 'Okay.'],
  [
    true,
    'We also have a garden terrace, a bridal suite, valet parking, a full kitchen and our own coordinator, ' +
      'who has done more than five hundred weddings in the last ten years.',
  ],
  [false, 'Right.'],
  [
    true,
    'And honestly nobody else in the area comes close to us on service, food or the views over the lake.',
  ],
]);

describe('live judgement of a conversation', () => {
  it('follows a consultation from discovery through qualifying to closing', () => {
    const seen = phases(CONSULTATION);
    expect(seen.slice(0, 7).every((p) => p === 'discovery')).toBe(true);
    expect(seen[7]).toBe('qualifying'); // the budget question
    expect(seen[11]).toBe('closing'); // the proposal: Saturday at 11
    expect(seen[12]).toBe('closing'); // the buyer accepts
    expect(seen.indexOf('qualifying')).toBeLessThan(seen.indexOf('closing'));
  });

  it('ends where the report ends: exactly once the call is over, within 10 points while it runs', () => {
    const report = reportOf(CONSULTATION);
    expect(report.nextStep.agreed).toBe(true);
    expect(judgeLive(CONSULTATION, { ended: true }).score.score * 10).toBe(report.overallScore);
    expect(Math.abs(judgeLive(CONSULTATION).score.score * 10 - report.overallScore)).toBeLessThanOrEqual(10);
    // three turns in, the close is not reachable yet: the running score is kinder, the ended one exact
    const monologue = reportOf(MONOLOGUE);
    expect(judgeLive(MONOLOGUE, { ended: true }).score.score * 10).toBe(monologue.overallScore);
    expect(judgeLive(MONOLOGUE).score.score * 10).toBeGreaterThan(monologue.overallScore);
  });

  it('scores the listening consultation above the pitching monologue at every comparable point', () => {
    for (let n = 2; n <= MONOLOGUE.length; n++)
      expect(judgeLive(CONSULTATION.slice(0, n)).score.score).toBeGreaterThan(
        judgeLive(MONOLOGUE.slice(0, n)).score.score,
      );
    expect(judgeLive(MONOLOGUE).score.color).toBe('red');
  });

  it("raises the talk alert from the report's talk share, past 80% with more than 4 messages", () => {
    const four = judgeLive(MONOLOGUE.slice(0, 4));
    expect(four.ratio.user).toBeGreaterThan(80);
    expect(four.talkAlert).toBe(false);
    const five = judgeLive(MONOLOGUE.slice(0, 5));
    expect(five.ratio.user).toBe(
      Math.round(reportOf(MONOLOGUE.slice(0, 5)).callMetrics.salesPersonPercentage),
    );
    expect(five.talkAlert).toBe(true);
    expect(CONSULTATION.every((_, i) => !judgeLive(CONSULTATION.slice(0, i + 1)).talkAlert)).toBe(true);
  });

  it('shows rapport after 8 messages of small talk, and the start score before anyone is judged', () => {
    const chat = timed([
      [false, 'Hello!'],
      [true, 'Hi there, lovely weather today.'],
      [false, 'It is.'],
      [true, 'Did you see the game last night?'],
      [false, 'Ha, yes.'],
      [true, 'Great match.'],
      [false, 'Sure was.'],
      [true, 'My dog loved it too.'],
      [false, 'Aw.'],
    ]);
    expect(phases(chat).slice(-1)).toEqual(['rapport']);
    expect(judgeLive([]).score).toEqual({ score: 7.5, color: 'yellow' });
    expect(judgeLive(chat.slice(0, 1)).score).toEqual({ score: 7.5, color: 'yellow' });
  });
});
