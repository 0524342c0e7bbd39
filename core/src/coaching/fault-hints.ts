/** What the coach says about the salesperson's own faults, as they happen (one copy per fault). */
import type { BuyerId } from '../buyer-types.ts';
import type { HintCopy } from './moment-hints.ts';
import type { SellerFault } from './seller-faults.ts';

const same = (action: string): Record<BuyerId, string> => ({
  boss: action,
  analyzer: action,
  dreamer: action,
  relater: action,
});

/** The monologue's advice is the talk-ratio hint's (`moment-hints.ts`). */
export const FAULT_HINTS: Record<Exclude<SellerFault, 'monologue'>, HintCopy> = {
  pressure: {
    title: 'Drop the pressure',
    reasoning:
      'Deadlines and "another couple wants your date" cost trust: couples push back or end the call.',
    action: {
      boss: 'Give the bottom line and two real options, then let them decide; offer a no-cost hold.',
      analyzer: 'Put the terms in writing with a fair decision date instead of a deadline.',
      dreamer: 'Bring back what they pictured for the day and offer a way to see it, with no deadline.',
      relater: 'Say there is no rush, offer a courtesy hold and invite the people they consult.',
    },
  },
  'brush-off': {
    title: 'Go back to their worry',
    reasoning: 'A worry waved away stays in the room: they will not book until it is answered.',
    action: same(
      'Acknowledge it ("That\'s a fair worry"), ask what is behind it, then say what you will do about it.',
    ),
  },
  'ignored-question': {
    title: 'Answer their question',
    reasoning: 'A question left unanswered reads as something to hide; answer before you move on.',
    action: same('Answer it plainly first, then ask your next question.'),
  },
  'wrong-fact': {
    title: 'Check the details you restated',
    reasoning: 'Getting their date or numbers wrong tells them you were not listening.',
    action: same('Correct it now: "Sorry, let me get that right, it\'s …?" and let them confirm.'),
  },
  'pitch-first': {
    title: 'Ask before you pitch',
    reasoning: 'A pitch before discovery answers questions they have not asked; ask about their day first.',
    action: {
      boss: 'Stop and ask the three things you need: date, numbers, budget.',
      analyzer: 'Ask what they are comparing and what must be included before you quote.',
      dreamer: 'Ask them to describe the day they picture before you describe yours.',
      relater: 'Ask about them and who is part of the decision before the packages.',
    },
  },
};
