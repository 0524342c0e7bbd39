/**
 * Scripted salespeople for the demo team's practice history. A skill level (0 weak … 1 strong) decides,
 * move by move, whether the salesperson introduces themselves, asks open discovery questions, reflects the
 * buyer's worries, handles objections and proposes a concrete next step, or pitches, quotes early and asks
 * vaguely. The buyer engine answers every turn, so the conversation (and the analyzer's score of it) is real.
 */
import { openingLine, respondToSalesperson } from '@ringready/core/buyer-engine/buyer-engine';
import { createConversation, type ConversationState } from '@ringready/core/buyer-engine/buyer-state';
import { Picker } from '@ringready/core/buyer-engine/prng';
import type { TradeId } from '@ringready/core/trades';

export interface ScriptedMessage {
  isUser: boolean;
  text: string;
}

const STRONG_QUESTIONS = [
  'Tell me a little about the two of you. How did you meet?',
  'When is the wedding date?',
  'How many guests are you expecting?',
  'What worries you most about the day?',
  'What is most important to you?',
  'Who else is involved in the decision?',
  'What else has been frustrating or stressful about planning so far?',
  'What does your ideal day look like?',
  'What budget have you set aside for this?',
  'Where are you holding the ceremony and reception?',
];
const WEAK_QUESTIONS = ['Do you have a date yet?', 'Is it a big wedding?', 'Did you have a budget?'];
const EMPATHY = [
  'That sounds really stressful, I completely understand why that worries you.',
  "It sounds like that's been hard, I can see why.",
];
const STRONG_PITCH =
  'You mentioned that worry, so here is how we handle it: our couples get a written guarantee and a ' +
  'backup plan, so you never have to worry about that.';
const WEAK_PITCH =
  "So we're honestly the best in town, we've done over five hundred weddings, we've won awards, our " +
  'packages start at $4,500 and include basically everything, everybody loves us and you really will not ' +
  'find better anywhere, so I think we would be perfect for you.';
const HANDLING =
  "I completely understand, that's fair. What would help you feel confident? " +
  'We can adjust the package and put everything in writing.';
const WEAK_HANDLING = ["Well, that's just our price.", 'Okay, sure.', 'Everyone says that at first.'];
const CONCRETE_CLOSE = 'Would you like to come in for a walkthrough on Saturday at 11?';
const VAGUE_CLOSE = ['So, do you want to book?', 'Let me know if you are interested.'];

/**
 * One practice conversation: the buyer's opening, then salesperson and buyer turns (at most 24). The buyer
 * shops for the given trade (the scenario's own when omitted).
 */
export function scriptedPractice(
  scenarioId: string,
  level: number,
  seed: number,
  rep: { name: string; business: string },
  trade?: TradeId,
): { messages: ScriptedMessage[]; agreed: boolean } {
  const pick = new Picker(seed);
  const strong = () => pick.chance(level);
  let state: ConversationState = createConversation(scenarioId, { seed, trade });
  const messages: ScriptedMessage[] = [{ isUser: false, text: openingLine(state) }];
  const say = (text: string) => {
    const r = respondToSalesperson(state, text);
    state = r.state;
    messages.push({ isUser: true, text }, { isUser: false, text: r.reply });
    return r.events;
  };
  const buyer = state.persona.name;
  say(
    strong()
      ? `Hi ${buyer}, this is ${rep.name} from ${rep.business}. Congratulations, and thanks so much for reaching out!`
      : 'Hi, yeah, so what are you looking for?',
  );
  if (strong())
    say("If it's okay, I'd love to learn about the two of you first, then I'll tell you how we work.");
  if (!strong()) say(WEAK_PITCH);
  const asked = new Set<string>();
  const questions = 2 + Math.round(level * 7);
  for (let i = 0; i < questions && !state.ended; i++) {
    const open = strong() ? STRONG_QUESTIONS.find((q) => !asked.has(q)) : undefined;
    const question = open ?? pick.pick(WEAK_QUESTIONS);
    asked.add(question);
    const events = say(question);
    if (events.includes('reveal-pain') && strong()) say(pick.pick(EMPATHY));
  }
  if (!state.ended) say(strong() ? STRONG_PITCH : WEAK_PITCH);
  for (
    let closes = 0;
    closes < 4 && !state.ended && !state.nextStepAgreed && messages.length < 48;
    closes++
  ) {
    if (state.pendingObjection) say(strong() ? HANDLING : pick.pick(WEAK_HANDLING));
    else say(strong() ? CONCRETE_CLOSE : pick.pick(VAGUE_CLOSE));
  }
  return { messages, agreed: state.nextStepAgreed };
}
