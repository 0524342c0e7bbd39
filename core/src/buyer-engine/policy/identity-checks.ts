/**
 * Yes/no checks of plain facts about the couple that no topic covers: who the partner is ("is Ryan your
 * fiancé?") and whether a contact detail is the right one ("is this email the best one to use?"). They are
 * answered from the persona, never with "we haven't decided".
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

/** "Is Ryan your fiancé?": yes when Ryan is the partner; otherwise no, and who the partner is. */
export function answerPartnerIdentity(turn: Turn, text: string): string | undefined {
  const m = PARTNER_ROLE.exec(text);
  if (!m) return undefined;
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

/** How a contact detail is checked: "is this email the best one?", "is that number still right?". */
const CONTACT_CHECK = new RegExp(
  [
    String.raw`\bis (?:this|that|it) (?:e-?mail|email address|address|number|phone number)\b`,
    String.raw`\b(?:e-?mail|address|number) (?:is |still )?(?:the )?(?:best|right|correct|good)\b`,
    String.raw`\bwhere (?:should|can|do|shall) (?:i|we) (?:send|email|e-mail)\b`,
  ].join('|'),
  'i',
);

/** "Is this email address the best one to use?": yes, the one they wrote in with; "where should I send it?": there. */
export function answerContactCheck(turn: Turn, text: string): string | undefined {
  if (!CONTACT_CHECK.test(text)) return undefined;
  const boss = turn.s.persona.buyerType === 'boss';
  if (/\bwhere\b/i.test(text)) {
    move(turn, 'answer');
    return boss ? 'The email I wrote from.' : 'To the email I wrote from, please. That one is best.';
  }
  move(turn, 'answer-yes');
  return boss ? 'Yes. Use that one.' : "Yes, that's the best one to use.";
}
