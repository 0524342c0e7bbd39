/**
 * Turns of a real consultation that are more than one plain question: two questions in one turn, a question
 * after a statement, follow-ups to a "we need to think about it" objection, and trade questions that mention
 * the ceremony or reception. Each lists the subjects a good reply covers, in the order asked: a general fact
 * ('date'), a trade's own fact ('dj.ceremony'), or 'concern' (the real concern behind a waiting objection:
 * a hidden worry, or who else decides). The first batch was written and measured before the engine was changed
 * for it; the run-once batch was written after those changes and run once.
 */
import type { TradeId } from '../trades.ts';
import type { Subject } from './persona-types.ts';

export interface ConversationTurn {
  text: string;
  /**
   * what a good reply covers, in the order asked (one or two subjects); 'noFact' is a question the couple has
   * no fact for, which still gets a spoken reply (not decided yet, a brief aside, or "that's for later")
   */
  covers: Array<Subject | 'concern' | 'noFact'>;
  /** the trades whose salesperson would ask it (all when omitted) */
  trades?: TradeId[];
  /** asked while the buyer's objection ("we need to think about it") waits for an answer */
  afterObjection?: boolean;
}

export const CONVERSATION_TURNS: ConversationTurn[] = [
  // two questions in one turn
  { text: "What's your date, and how many guests are you expecting?", covers: ['date', 'guests'] },
  { text: "Where's the wedding, and what kind of ceremony is it?", covers: ['venue', 'ceremony'] },
  { text: 'How did you hear about us? And have you got a budget in mind?', covers: ['source', 'budget'] },
  {
    text: "So how many people are coming, and what's the vibe you're going for?",
    covers: ['guests', 'style'],
  },
  { text: "When's the big day? Is it a religious ceremony or a civil one?", covers: ['date', 'ceremony'] },
  {
    text: 'Have you set a budget yet, and who else gets a say in the decision?',
    covers: ['budget', 'decision'],
  },
  { text: 'Where are you holding it, and roughly how many guests?', covers: ['venue', 'guests'] },
  {
    text: 'How did you two meet? And when are you hoping to have everything booked by?',
    covers: ['couple', 'timeline'],
  },
  { text: "Any honeymoon plans yet, and how's the planning going?", covers: ['honeymoon', 'progress'] },
  // a question after a statement
  {
    text: 'We just had a lovely couple book with us for the autumn. What date are you thinking?',
    covers: ['date'],
  },
  { text: "Congratulations, by the way! Who's marrying you?", covers: ['ceremony'] },
  // follow-ups to a waiting objection
  { text: "Totally fair. What's holding you back?", covers: ['concern'], afterObjection: true },
  {
    text: 'Of course. Can I ask what matters most to you in deciding?',
    covers: ['priorities'],
    afterObjection: true,
  },
  {
    text: "No problem at all. Is there something specific you're unsure about?",
    covers: ['concern'],
    afterObjection: true,
  },
  {
    text: "I hear you. What's the main thing you're weighing up?",
    covers: ['concern'],
    afterObjection: true,
  },
  {
    text: 'Sure. Who else needs to weigh in before you decide?',
    covers: ['decision'],
    afterObjection: true,
  },
  // trade questions that mention the ceremony or reception
  { text: "Who's officiating the ceremony?", covers: ['ceremony'], trades: ['dj'] },
  {
    text: 'Is the ceremony religious, and do you need us to do the ceremony sound?',
    covers: ['ceremony', 'dj.ceremony'],
    trades: ['dj'],
  },
  {
    text: 'Is it a church ceremony? And are you thinking of an arch?',
    covers: ['ceremony', 'florist.arch'],
    trades: ['florist'],
  },
  {
    text: 'What kind of ceremony is it, and what colours are you working with?',
    covers: ['ceremony', 'florist.palette'],
    trades: ['florist'],
  },
  {
    text: 'What happens after the ceremony, and is it a plated dinner or a buffet?',
    covers: ['schedule', 'caterer.serving'],
    trades: ['caterer'],
  },
  {
    text: 'How many guests at the reception, and are there any dietary needs?',
    covers: ['guests', 'caterer.dietary'],
    trades: ['caterer'],
  },
  {
    text: 'Do you want the ceremony on site, and how many guests are coming?',
    covers: ['venue.ceremony', 'guests'],
    trades: ['venue'],
  },
  {
    text: "Who's your officiant, and how many hours of coverage do you need?",
    covers: ['ceremony', 'photographer.coverage'],
    trades: ['photographer'],
  },
  {
    text: "Who's officiating, and what's the plan if it rains?",
    covers: ['ceremony', 'venue.rain'],
    trades: ['venue'],
  },
];

/** Written after the engine changes for the batch above, and run once: the score is reported, not tuned. */
export const RUN_ONCE_TURNS: ConversationTurn[] = [
  {
    text: "Okay, and what's the budget looking like, and when do you need to decide by?",
    covers: ['budget', 'timeline'],
  },
  { text: 'I saw your venue online, it looks stunning. How many are you inviting?', covers: ['guests'] },
  {
    text: 'Tell me how you got engaged! And where are you two off to afterwards?',
    covers: ['proposal', 'honeymoon'],
  },
  {
    text: "I get it, it's a big decision. What's worrying you most about it?",
    covers: ['concern'],
    afterObjection: true,
  },
  {
    text: 'Makes sense. Is it the price, or is something else on your mind?',
    covers: ['concern'],
    afterObjection: true,
  },
  {
    text: 'Is it a humanist ceremony, and will you want music for the walk down the aisle?',
    covers: ['ceremony', 'dj.ceremony'],
    trades: ['dj'],
  },
  {
    text: 'Who is your celebrant, and are you after a big floral arch?',
    covers: ['ceremony', 'florist.arch'],
    trades: ['florist'],
  },
  {
    text: 'Will there be a religious ceremony first, and then what time does the reception start?',
    covers: ['ceremony', 'schedule'],
    trades: ['caterer', 'venue'],
  },
  {
    text: 'How did you find us, and what style of photos do you love?',
    covers: ['source', 'photographer.style'],
    trades: ['photographer'],
  },
  {
    text: "What's the date? Also, have you looked at other venues?",
    covers: ['date', 'comparison'],
    trades: ['venue'],
  },
];
