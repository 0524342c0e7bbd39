/**
 * The kinds of line a buyer says besides its facts, and the shape of a voice: Boss short and direct, Dreamer
 * expansive and emotional, Analyzer asking for details and numbers, Relater warm, cautious and consulting
 * family. {name}, {partner}, {third}, {vendor} and {service} are filled when spoken; {value} is the fact
 * being restated. 'aside' answers a personal question the couple has no fact for, without inventing one;
 * 'smallTalk' answers "how's your week been?"; 'undecidedToo' says, after answering a first question, that the
 * second is not decided yet, and asks for advice.
 */
export type LineKind =
  | 'colour'
  | 'painPrefix'
  | 'deflect'
  | 'greeting'
  | 'pitchReply'
  | 'empathyReply'
  | 'notReady'
  | 'silence'
  | 'nonsense'
  | 'abuse'
  | 'hangUp'
  | 'ended'
  | 'offTopic'
  | 'aiProbe'
  | 'restate'
  | 'agreedAlready'
  | 'askWhen'
  | 'unknown'
  | 'undecidedToo'
  | 'otherService'
  | 'noMorePains'
  | 'aside'
  | 'smallTalk';

export interface Voice {
  /** chance of colour after an answer */
  colourChance: number;
  /** short lead-ins that turn a used line into a fresh one ("Look, …") */
  leads: string[];
  lines: Record<LineKind, string[]>;
}
