/**
 * The kinds of line a buyer says besides its facts, and the shape of a voice: Boss short and direct, Dreamer
 * expansive and emotional, Analyzer asking for details and numbers, Relater warm, cautious and consulting
 * family. {name}, {partner}, {third}, {vendor} and {service} are filled when spoken; {value} is the fact
 * being restated.
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
  | 'repeat'
  | 'restate'
  | 'agreedAlready'
  | 'askWhen'
  | 'unknown'
  | 'otherService'
  | 'noMorePains';

export interface Voice {
  /** chance of colour after an answer */
  colourChance: number;
  /** short lead-ins that turn a used line into a fresh one ("Look, …") */
  leads: string[];
  lines: Record<LineKind, string[]>;
}
