/**
 * Which speakers are the salesperson's side. Cues, strongest first: the account holder's name matching a
 * label, role labels ("Sales Rep", "Customer"), roles in the participants header, who introduces the
 * business, who talks about "our packages", who asks most questions.
 */
import { countWords } from './text-utils.ts';
import type { ParsedTranscript } from './types.ts';
import { eitherRegExp, wordRegExp } from './word-list.ts';
import {
  BUYER_PLANS_WORDS,
  BUYER_PRICE_ASK_WORDS,
  COLLEAGUE_ROLE_WORDS,
  SELLER_LABEL_WORDS,
  SELLER_OWN_WORDS,
  SELLER_ROLE_WORDS,
  SELLER_WE_OFFER_WORDS,
} from './side-words.ts';

const SELLER_LABEL = wordRegExp(SELLER_LABEL_WORDS, 'i');
const BUYER_LABEL =
  /\b(?:customer|prospect|client|buyer|bride|groom|couple|caller|lead|fianc[eé]e?|mom|mother|dad|father|parent|guest|partner)\b/i;
const SELLER_ROLE = wordRegExp(SELLER_ROLE_WORDS, 'i');
const SELLER_ROLE_NO_ORG =
  /\b(?:sales|photographer|videographer|florist|planner|coordinator|venue|caterer|owner|studio)\b/i;

const SELLER_CUES: Array<[RegExp, number]> = [
  [
    /\b(?:this is|i'm|i am|my name is|it's)\s+[\p{L}'-]+(?:\s[\p{L}'-]+)?\s+(?:from|with|at|over at|here at)\s+\p{Lu}/iu,
    4,
  ],
  [
    /\b(?:thank(?:s| you) for (?:calling|reaching out|contacting|getting in touch|your (?:interest|inquiry|enquiry))|welcome to)\b/i,
    3,
  ],
  // a business answering the phone: "Stratus Mobile, Kyle speaking" (not "Hello, Helen speaking")
  [/^(?![Hh](?:i|ello|ey)\b|[Yy]e(?:s|ah)\b|[Gg]ood\b)[\p{L}'&. -]{2,40},\s*\p{Lu}[\p{L}'-]+ speaking\b/u, 3],
  [/\byou(?:'re| are) through to\b/i, 3],
  [wordRegExp(SELLER_OWN_WORDS, 'i', String.raw`\b(?:our|my) `, String.raw`\b`), 2],
  [wordRegExp(SELLER_WE_OFFER_WORDS, 'i', String.raw`\bwe `, String.raw`\b`), 2],
  [
    eitherRegExp(
      [
        String.raw`\bi(?:'ll| will| can)? (?:send|email) (?:you|over|it|the)\b`,
        String.raw`\bi(?:'ll| can) (?:hold|pencil|put a hold)\b`,
        String.raw`\bi'd love to (?:be part|work with|capture|photograph)`,
      ],
      'i',
    ),
    2,
  ],
  [
    /\b(?:how did you (?:two|both|guys)? ?meet|congratulations|what (?:can|could) i help|how can i help)\b/i,
    1,
  ],
];
const BUYER_CUES: Array<[RegExp, number]> = [
  [/\b(?:my|our) (?:fianc[eé]e?|wedding|partner|husband-to-be|wife-to-be|daughter|son|budget|date)\b/i, 2],
  [wordRegExp(BUYER_PLANS_WORDS, 'i'), 2],
  [wordRegExp(BUYER_PRICE_ASK_WORDS, 'i'), 2],
  [/\b(?:my (?:clients|couple)|the couple (?:wants|would))\b/i, 1],
];

export interface SideDetection {
  salespersonSpeakers: string[];
  method: 'override' | 'account-name' | 'cues';
  scores: Record<string, number>;
}

function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((t) => t.length >= 2);
}

function matchesAccount(label: string, accountName: string): boolean {
  const acc = nameTokens(accountName);
  const lab = nameTokens(label);
  if (acc.length === 0 || lab.length === 0) return false;
  return (
    lab.join(' ') === acc.join(' ') ||
    (lab.length === 1 && lab[0] === acc[0]) ||
    (lab[0] === acc[0] && lab.every((t) => acc.includes(t)))
  );
}

type Role = 'seller' | 'buyer' | null;

/** A participants header sits at the top: roles are read from this many characters before the dialogue. */
const PREAMBLE_HEAD = 20_000;

/**
 * The preamble cut at line ends and at commas outside parentheses ("Ann (Planner, Bloom)" stays whole): a
 * comma splits unless the next parenthesis after it is a closing one. Only clauses with a "(" are kept.
 */
function roleClauses(preamble: string): string[] {
  const text = preamble.slice(0, PREAMBLE_HEAD);
  const cuts: number[] = [];
  let next = '';
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === '\n' || (c === ',' && next !== ')')) cuts.push(i);
    if (c === '(' || c === ')') next = c;
  }
  const clauses: string[] = [];
  let from = 0;
  for (let k = cuts.length - 1; k >= 0; k--) {
    clauses.push(text.slice(from, cuts[k]));
    from = cuts[k]! + 1;
  }
  clauses.push(text.slice(from));
  return clauses.filter((c) => c.includes('('));
}

/** A role in a participants header: "Lisa Martinez (Account Executive)" → seller. */
function roleInClauses(clauses: string[], label: string): Role {
  const first = nameTokens(label)[0];
  if (!first) return null;
  const re = new RegExp(`\\b${first}\\b[^()\\n]*\\(([^)]*)\\)`, 'i');
  for (const clause of clauses) {
    const m = re.exec(clause);
    if (!m) continue;
    const role = m[1]!;
    if (SELLER_ROLE.test(role) || (!role.includes(',') && SELLER_ROLE_NO_ORG.test(role))) return 'seller';
    return BUYER_LABEL.test(role) || role.includes(',') ? 'buyer' : null;
  }
  return null;
}

/** Each speaker's role in the participants header, looked up once per speaker. */
function preambleRoles(parsed: ParsedTranscript): (label: string) => Role {
  const clauses = parsed.preamble ? roleClauses(parsed.preamble) : [];
  const known = new Map<string, Role>();
  return (label) => {
    if (!known.has(label)) known.set(label, roleInClauses(clauses, label));
    return known.get(label)!;
  };
}

/** "my business partner Ruth is here too": a named colleague on the seller's side. */
function findIntroducedColleagues(parsed: ParsedTranscript): Set<string> {
  const out = new Set<string>();
  for (const u of parsed.utterances) {
    for (const m of u.text.matchAll(
      wordRegExp(
        COLLEAGUE_ROLE_WORDS,
        'gu',
        String.raw`\b(?:my|our) `,
        String.raw`\s*,?\s+(\p{Lu}[\p{L}'-]+)`,
      ),
    )) {
      const named = parsed.speakers.find((s) => s !== u.speaker && nameTokens(s)[0] === m[1]!.toLowerCase());
      if (named) out.add(named);
    }
  }
  return out;
}

export function scoreSpeakers(
  parsed: ParsedTranscript,
  roleOf: (label: string) => Role = preambleRoles(parsed),
): Record<string, number> {
  const scores: Record<string, number> = {};
  const questions: Record<string, number> = {};
  const firstTurn: Record<string, number> = {};
  parsed.utterances.forEach((u, i) => {
    let s = 0;
    for (const [re, w] of SELLER_CUES) if (re.test(u.text)) s += w * (i < 6 || w < 3 ? 1 : 0.5);
    for (const [re, w] of BUYER_CUES) if (re.test(u.text)) s -= w;
    scores[u.speaker] = (scores[u.speaker] ?? 0) + s;
    questions[u.speaker] = (questions[u.speaker] ?? 0) + (u.text.match(/\?/g)?.length ?? 0);
    firstTurn[u.speaker] ??= i;
  });
  for (const named of findIntroducedColleagues(parsed)) scores[named] = (scores[named] ?? 0) + 8;
  const totalQ = Object.values(questions).reduce((a, b) => a + b, 0) || 1;
  for (const label of parsed.speakers) {
    let s = scores[label] ?? 0;
    if (SELLER_LABEL.test(label.replace(/_/g, ' '))) s += 8;
    if (BUYER_LABEL.test(label.replace(/_/g, ' '))) s -= 8;
    const role = roleOf(label);
    s += role === 'seller' ? 6 : role === 'buyer' ? -3 : 0;
    s += (3 * (questions[label] ?? 0)) / totalQ;
    scores[label] = Math.round(s * 100) / 100;
  }
  return scores;
}

export function detectSides(
  parsed: ParsedTranscript,
  options: { accountName?: string; salespersonSpeakers?: string[] } = {},
): SideDetection {
  const roleOf = preambleRoles(parsed);
  const scores = scoreSpeakers(parsed, roleOf);
  const override = options.salespersonSpeakers?.filter((s) => parsed.speakers.includes(s));
  if (override && override.length > 0 && override.length < parsed.speakers.length)
    return { salespersonSpeakers: override, method: 'override', scores };
  if (options.accountName) {
    const own = parsed.speakers.filter((s) => matchesAccount(s, options.accountName!));
    if (own.length > 0 && own.length < parsed.speakers.length) {
      const extra = parsed.speakers.filter((s) => !own.includes(s) && scores[s]! >= 8);
      return { salespersonSpeakers: [...own, ...extra], method: 'account-name', scores };
    }
  }
  const words: Record<string, number> = {};
  for (const u of parsed.utterances) words[u.speaker] = (words[u.speaker] ?? 0) + countWords(u.text);
  const ranked = [...parsed.speakers].sort((a, b) => scores[b]! - scores[a]! || words[b]! - words[a]!);
  const top = ranked[0]!;
  const colleagues = findIntroducedColleagues(parsed);
  const others = ranked
    .slice(1)
    .filter((s) => ranked.length > 2 && roleOf(s) !== 'buyer' && !BUYER_LABEL.test(s.replace(/_/g, ' ')))
    .filter(
      (s) =>
        roleOf(s) === 'seller' ||
        SELLER_LABEL.test(s) ||
        colleagues.has(s) ||
        scores[s]! >= Math.max(8, scores[top]! * 0.6),
    );
  const sellers = [top, ...others].slice(0, parsed.speakers.length - 1);
  return { salespersonSpeakers: sellers, method: 'cues', scores };
}
