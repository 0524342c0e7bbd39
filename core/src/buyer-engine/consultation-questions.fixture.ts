/**
 * Consultation questions a wedding salesperson asks that are not about one trade's own topics, each with what
 * a good buyer answer is about. Every third question (heldOut) was written before the engine was tuned and
 * kept out of tuning, to measure how the topic reading generalises to questions it has never seen; the
 * blind ones were written after tuning and measured once before the fixes they led to. The later blind
 * batches (consultation-questions-batch2.fixture.ts) also ask trade questions; closing questions go last.
 */
import type { TradeId } from '../trades.ts';
import { BLIND_BATCH_2, BLIND_BATCH_3 } from './consultation-questions-batch2.fixture.ts';
import type { CoreFactTopic, StoryTopic } from './persona-types.ts';

/** A trade's own topic key asked in the fixtures ('coverage' is 'photographer.coverage' for a photographer). */
export type TradeKey =
  | 'coverage'
  | 'highlight'
  | 'mc'
  | 'mustplay'
  | 'serving'
  | 'bar'
  | 'palette'
  | 'level'
  | 'rain'
  | 'flavours'
  | 'party'
  | 'hours';

/**
 * What the answer must be about: a fact of the couple (the trade's own fact when the trade has one of that
 * name, e.g. 'caterer.dietary', or a trade key of the trades that ask it), 'smalltalk' (a brief personal
 * reply), 'aside' (a personal question the couple has no fact for: a brief in-character reply with no fact
 * in it) or 'unknown' (a wedding choice they have not made: said honestly).
 */
export type Expected = StoryTopic | CoreFactTopic | TradeKey | 'smalltalk' | 'aside' | 'unknown';

export interface ConsultationQuestion {
  text: string;
  expected: Expected;
  /** the trades whose salesperson would ask it (all when omitted) */
  trades?: TradeId[];
  heldOut?: boolean;
  blind?: boolean;
  /** asks to book or hold the date: asked last in a long call, as in a real consultation */
  closing?: boolean;
}

const LATER = [...BLIND_BATCH_2, ...BLIND_BATCH_3];

export const CONSULTATION_QUESTIONS: ConsultationQuestion[] = [
  { text: 'How did you hear about us?', expected: 'source' },
  { text: 'What made you reach out to us in particular?', expected: 'source' },
  { text: 'Who referred you to us?', expected: 'source', heldOut: true },
  { text: 'Was it Instagram or a friend that sent you our way?', expected: 'source' },
  { text: 'What caught your eye about our work?', expected: 'source' },
  { text: 'Why us? What drew you to our studio?', expected: 'source', heldOut: true },
  { text: 'Where did you come across our page?', expected: 'source' },
  {
    text: 'Have you met with any other photographers yet?',
    expected: 'comparison',
    trades: ['photographer'],
  },
  { text: 'What did you think of the last vendor you talked to?', expected: 'othersView', heldOut: true },
  { text: 'How did your other consultations go?', expected: 'othersView' },
  { text: 'Is there anyone else on your shortlist?', expected: 'comparison' },
  {
    text: "What did you like or dislike about the other quotes you've had?",
    expected: 'othersView',
    heldOut: true,
  },
  { text: 'Where are you two honeymooning?', expected: 'honeymoon' },
  { text: 'Any honeymoon plans yet?', expected: 'honeymoon' },
  { text: 'Are you jetting off anywhere after the wedding?', expected: 'honeymoon', heldOut: true },
  { text: 'How did the proposal happen?', expected: 'proposal' },
  { text: 'Who popped the question?', expected: 'proposal' },
  { text: 'How long have you been engaged?', expected: 'proposal', heldOut: true },
  { text: 'What do you want your guests to feel when they walk in?', expected: 'experience' },
  { text: 'What should guests remember about the day?', expected: 'experience' },
  { text: 'How do you want the evening to feel for everyone?', expected: 'experience', heldOut: true },
  {
    text: 'Does anyone have allergies or dietary restrictions?',
    expected: 'dietary',
    trades: ['caterer', 'venue', 'planner', 'baker'],
  },
  {
    text: 'Are there any food preferences among your guests we should plan for?',
    expected: 'dietary',
    trades: ['caterer', 'venue', 'planner'],
  },
  { text: 'Will many guests be travelling in from out of town?', expected: 'travel', heldOut: true },
  { text: 'Is it a destination wedding?', expected: 'travel' },
  { text: 'Do most of your guests live locally?', expected: 'travel' },
  { text: 'Can you walk me through the timeline of the day?', expected: 'schedule', heldOut: true },
  { text: 'What time does the ceremony start?', expected: 'schedule' },
  {
    text: 'What does the run of the day look like, from getting ready to the last dance?',
    expected: 'schedule',
  },
  { text: 'What matters most to you two about the day?', expected: 'priorities', heldOut: true },
  { text: 'If you could only get one thing perfect, what would it be?', expected: 'priorities' },
  { text: "Is there a wedding you've been to that you loved?", expected: 'inspiration' },
  { text: "What's the best wedding you've ever been to?", expected: 'inspiration', heldOut: true },
  { text: "Have you seen a friend's wedding that you'd like to copy?", expected: 'inspiration' },
  { text: 'What would make you say no to a vendor?', expected: 'dealbreaker' },
  { text: "What's a dealbreaker for you?", expected: 'dealbreaker', heldOut: true },
  { text: 'Is there anything that would put you off booking with us?', expected: 'dealbreaker' },
  { text: 'How are you two going to make the final call?', expected: 'decision' },
  { text: 'Who has the final say on this?', expected: 'decision', heldOut: true },
  { text: 'Will your parents be chipping in on the decision?', expected: 'decision' },
  { text: 'Would a payment plan make this easier for you?', expected: 'terms' },
  {
    text: 'How do you prefer to handle payments, all at once or in instalments?',
    expected: 'terms',
    heldOut: true,
  },
  { text: 'Are you comfortable with a 30% deposit to hold the date?', expected: 'terms' },
  { text: 'Have you had a chance to look over our contract terms?', expected: 'terms' },
  { text: 'What do you need to see in a contract before you sign?', expected: 'terms', heldOut: true },
  { text: 'Is there anything else I should know?', expected: 'extra' },
  { text: "Anything I haven't asked that you'd like to share?", expected: 'extra' },
  {
    text: 'Is there anything about your families we should keep in mind?',
    expected: 'extra',
    heldOut: true,
  },
  { text: "How's the planning going so far?", expected: 'progress' },
  { text: 'How are you finding wedding planning?', expected: 'progress' },
  { text: "What's been the most fun part of planning?", expected: 'progress', heldOut: true },
  { text: "How's your week been?", expected: 'smalltalk' },
  { text: 'You must be so excited!', expected: 'smalltalk' },
  { text: 'What do you two do for work?', expected: 'aside', heldOut: true },
  { text: 'Do you have any pets?', expected: 'aside' },
  { text: 'Where are you both from originally?', expected: 'aside' },
  { text: 'Are you having a sparkler send-off?', expected: 'unknown', heldOut: true },
  { text: 'Would you want a live painter at the reception?', expected: 'unknown' },
  { text: 'Tell me about the proposal!', expected: 'proposal' },
  { text: 'Have you picked a wedding hashtag?', expected: 'unknown', heldOut: true },
  { text: 'How did you settle on the date?', expected: 'date' },
  { text: 'Have you toured any other venues?', expected: 'comparison', trades: ['venue'] },
  {
    text: 'Did the other caterers you met offer a tasting?',
    expected: 'othersView',
    trades: ['caterer'],
    heldOut: true,
  },
  { text: 'Has another DJ quoted you yet?', expected: 'comparison', trades: ['dj'] },
  { text: 'Have you tried on dresses anywhere else?', expected: 'comparison', trades: ['attire'] },
  {
    text: 'Did you have a trial with another makeup artist?',
    expected: 'othersView',
    trades: ['hair_makeup'],
    heldOut: true,
  },
  { text: 'So what brought you to us?', expected: 'source', blind: true },
  { text: 'Did someone recommend us, or did you find us online?', expected: 'source', blind: true },
  { text: 'Any big trips planned once the wedding is over?', expected: 'honeymoon', blind: true },
  { text: 'Where are you heading for the honeymoon?', expected: 'honeymoon', blind: true },
  { text: 'How did he ask you?', expected: 'proposal', blind: true },
  { text: 'When did you get engaged?', expected: 'proposal', blind: true },
  { text: 'How many other vendors have you spoken with?', expected: 'comparison', blind: true },
  { text: 'What was your impression of the others you met?', expected: 'othersView', blind: true },
  { text: 'Are people coming from far away?', expected: 'travel', blind: true },
  { text: 'What time do things kick off on the day?', expected: 'schedule', blind: true },
  {
    text: 'Any food allergies we need to be careful about?',
    expected: 'dietary',
    trades: ['caterer', 'venue', 'planner'],
    blind: true,
  },
  { text: 'What would make you walk away from a vendor?', expected: 'dealbreaker', blind: true },
  { text: 'How do you feel about paying a retainer up front?', expected: 'terms', blind: true },
  { text: 'Who gets the last word on this, you or your partner?', expected: 'decision', blind: true },
  { text: 'What do you want people talking about on the drive home?', expected: 'experience', blind: true },
  { text: "What's the most memorable wedding you've attended?", expected: 'inspiration', blind: true },
  { text: 'Is there anything else on your mind?', expected: 'extra', blind: true },
  { text: 'How has the planning been treating you?', expected: 'progress', blind: true },
  { text: 'How was your weekend?', expected: 'smalltalk', blind: true },
  { text: 'Do you two like to cook?', expected: 'aside', blind: true },
  {
    text: 'Are you planning a first dance?',
    expected: 'unknown',
    trades: ['photographer', 'venue', 'florist', 'caterer', 'baker'],
    blind: true,
  },
  ...LATER.filter((q) => !q.closing),
  ...LATER.filter((q) => q.closing),
];
