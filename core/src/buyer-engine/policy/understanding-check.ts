/**
 * "Does that make sense?", "is that what you needed?", "does that cover it?", "does that feel okay?": after an
 * answer the seller checks it landed. It asks for no fact, so it gets a plain yes in the type's words, never "we
 * haven't thought about that".
 */
import { adjust, type Turn } from '../engine-turn.ts';
import { sayPolicy } from './policy-say.ts';

const CHECK = new RegExp(
  [
    String.raw`\bdoes (?:that|this|it) (?:all )?(?:sound|seem|feel) ` +
      '(?:okay|ok|good|fair|alright|all right|right|reasonable)',
    String.raw`\bdoes (?:that|this|it) (?:all )?(?:make sense|cover (?:it|that|everything|what you needed)|help|` +
      String.raw`answer (?:it|that|your question))`,
    String.raw`\bdoes (?:that|this|it) (?:schedule |plan )?work for you\b`,
    String.raw`\bwould (?:that|this) (?:schedule|plan) work\b`,
    // after a remedy for their worry: "does that feel better to you both?", "does that put your mind at ease?"
    String.raw`\b(?:does|would|did) (?:that|this|it) (?:all )?(?:feel|sound|make you feel) (?:any )?better\b`,
    String.raw`\b(?:put|set|ease) your (?:mind|minds)\b|\b(?:is|was) (?:that|this) reassuring\b`,
    // "does that sound like it would take the weight off?", "would that help?"
    String.raw`\bdoes (?:that|this) sound like it(?:'d| would) ` +
      String.raw`(?:help|work|take (?:the|some) (?:weight|pressure) off)\b`,
    String.raw`\bwould (?:that|this) (?:help|take (?:the|some) (?:weight|pressure) off)\b`,
    String.raw`\bis (?:that|this) (?:what you (?:needed|wanted|were after|were looking for)|clear|helpful)\b`,
    String.raw`\bhow does (?:that|this) sound\b`,
    String.raw`\bwould (?:that|this) (?:fix|solve|settle|sort|cover) (?:it|that|this)\b`,
    // "are we good?" checks, "are we good to go?" closes
    String.raw`\bare we good\b(?! to go)|^\W*(?:so )?we good\W*$`,
    String.raw`^(?:\W*(?:so|okay|ok|right|and)\b\W*)*(?:makes? sense|sound good|sounds good|clear)\W*$`,
  ].join('|'),
  'i',
);

/** True when the question only checks that an answer landed. */
export const checksUnderstanding = (text: string): boolean => CHECK.test(text);

/** A plain yes: the answer landed (a dodge before it is pressed instead, elsewhere); after a remedy, relief. */
export function answerCheck(turn: Turn): string {
  // a dodge pressed in the same reply is no "Yes, that is clear."
  if (turn.events.includes('question-dodged')) return '';
  adjust(turn, 1, 1);
  if (turn.eased) return sayEased(turn);
  return sayPolicy(turn, 'checkYes', 'answer-yes', 'say yes, their answer makes sense to you');
}

/** Relief that the worry they told is answered, said once for the turn. */
export function sayEased(turn: Turn): string {
  turn.eased = false;
  return sayPolicy(turn, 'eased', 'answer-yes', 'say the remedy eases your worry');
}
