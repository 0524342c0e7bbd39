/**
 * Checks of a plain fact about the couple that no topic covers: who the partner is ("is Ryan your fiancé?",
 * "who is Ryan?"). They are answered from the persona, never with "we haven't decided" or small talk.
 */
import { move, type Turn } from '../engine-turn.ts';

/** The words for the partner a yes/no may name ("is Ryan your fiancé?"). */
const PARTNER_ROLES = [
  'fianc[eé]e?',
  'partner',
  'groom',
  'bride',
  'husband-to-be',
  'wife-to-be',
  'future (?:husband|wife)',
  'other half',
  'husband',
  'wife',
];
// "fiancé" ends in a letter JavaScript's \b does not know, so the word's end is "no letter follows"
const PARTNER_ROLE = new RegExp(
  String.raw`\bis (\w+) (?:your|the) (?:${PARTNER_ROLES.join('|')})(?![a-z])`,
  'i',
);

/** The partner's name asked for: "what's your partner's name?", "who's your fiancé?". */
const PARTNER_NAME = new RegExp(
  String.raw`\b(?:what(?:'s| is| s)|whats) (?:your |ur )?(?:${PARTNER_ROLES.join('|')})(?:'s|s)? name|` +
    String.raw`\bwho(?:'s| is| s) your (?:${PARTNER_ROLES.join('|')})(?![a-z])`,
  'i',
);

/** "Who is Ryan?", "who's linda": a name the couple used, asked about. */
const WHO_IS = /\bwho(?:'s| is| s) (\w+)\b/i;

/** "Who is Ryan?": the partner or the parent or planner the buyer named, said plainly. */
function answerWhoIs(turn: Turn, text: string): string | undefined {
  const m = WHO_IS.exec(text);
  if (!m) return undefined;
  const { partner, thirdParty, buyerType } = turn.s.persona;
  const named = m[1]!.toLowerCase();
  const first = (name: string) => name.toLowerCase().split(/\s+/)[0];
  const boss = buyerType === 'boss';
  if (first(partner) === named) {
    move(turn, 'answer');
    return boss ? `${partner}. My fiancé.` : `Oh, ${partner} is my fiancé!`;
  }
  if (thirdParty && first(thirdParty.name) === named) {
    move(turn, 'answer');
    const role = thirdParty.role === 'mother' ? 'mom' : thirdParty.role;
    return boss ? `${thirdParty.name}. My ${role}.` : `${thirdParty.name} is my ${role}.`;
  }
  return undefined;
}

/** "Is Ryan your fiancé?": yes when Ryan is the partner; otherwise no, and who the partner is. */
export function answerPartnerIdentity(turn: Turn, text: string): string | undefined {
  // "what's your partner's name?", "who's your fiancé?"
  if (PARTNER_NAME.test(text)) {
    move(turn, 'answer');
    const partner = turn.s.persona.partner;
    return turn.s.persona.buyerType === 'boss' ? `${partner}.` : `${partner}! My fiancé.`;
  }
  const m = PARTNER_ROLE.exec(text);
  if (!m) return answerWhoIs(turn, text);
  const partner = turn.s.persona.partner;
  const named = m[1]!.toLowerCase();
  const boss = turn.s.persona.buyerType === 'boss';
  if (partner.toLowerCase().split(/\s+/).includes(named)) {
    move(turn, 'answer-yes');
    return boss ? `Yes. ${partner}.` : `Yes, ${partner} is my fiancé.`;
  }
  move(turn, 'answer-no');
  return boss ? `No. My fiancé is ${partner}.` : `No, my fiancé is ${partner}.`;
}
