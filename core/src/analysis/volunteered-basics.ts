/**
 * Wedding basics the buyer volunteered without being asked ("21st of June, Hollins Farm, a hundred and ten
 * guests") and the salesperson confirmed in their next turn ("So the 21st of June at Hollins Farm…"). A good
 * salesperson need not ask for what the buyer already said; confirming it shows it was heard.
 */
import { splitSentences, tokenizeWords } from './text-utils.ts';
import type { Utterance } from './types.ts';

const MONTH = `(?:${[
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?',
  'sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?',
].join('|')})`;
const NUMBERISH =
  '(?:\\d+|a hundred|hundred|thousand|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\\w+teen)';

const VENUE_WORDS = [
  'Hall|Manor|Barn|Castle|Farm|House|Church|Gardens?|Hotel|Abbey|Estate|Lodge|Park|Chapel|Priory|Mill',
  'Court|Club|Orangery',
].join('|');

/** [topic name as the rubric shows it, what stating that basic looks like] */
const STATED: Array<[string, RegExp]> = [
  [
    'date',
    new RegExp(
      `\\b(?:\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTH}\\b|${MONTH} (?:the )?\\d{1,2}(?:st|nd|rd|th)?\\b` +
        '|(?:next|this) (?:spring|summer|autumn|fall|winter))',
      'i',
    ),
  ],
  ['guest count', new RegExp(`\\b${NUMBERISH}\\b[\\w\\s-]{0,20}?\\b(?:guests|people|of us)\\b`, 'i')],
  ['budget', new RegExp(`\\b(?:budget|set aside|spend)\\b[^.?!]{0,30}\\b${NUMBERISH}\\b`, 'i')],
  [
    'venue / location',
    new RegExp(`\\b\\p{Lu}[\\p{L}']+ (?:${VENUE_WORDS})\\b|\\b(?:St|Saint) \\p{Lu}[\\p{L}']+`, 'u'),
  ],
];

const FILLER = new Set(['of', 'the', 'a', 'and', 'about', 'at', 'in', 'is', 'our', 'we', 'st']);

/**
 * The basics the buyer stated, each confirmed by the salesperson's next turn repeating its key word (the day,
 * the month, the number, the venue's name). Returns [topic, the salesperson's confirming sentence].
 */
export function volunteeredBasics(utterances: Utterance[], sellers: Set<string>): Array<[string, string]> {
  const out = new Map<string, string>();
  // the salesperson's next turn after each turn, found in one backward pass
  const nextSeller: Array<Utterance | undefined> = [];
  for (let i = utterances.length - 1, next: Utterance | undefined; i >= 0; i--) {
    nextSeller[i] = next;
    if (sellers.has(utterances[i]!.speaker)) next = utterances[i];
  }
  utterances.forEach((u, i) => {
    const reply = nextSeller[i];
    if (sellers.has(u.speaker) || !reply) return;
    const replySentences = splitSentences(reply.text);
    for (const [topic, re] of STATED) {
      if (out.has(topic)) continue;
      const m = re.exec(u.text);
      if (!m) continue;
      const keys = tokenizeWords(m[0]).filter(
        (w) => !FILLER.has(w) && !/^(?:guests|people|us|budget|spend)$/.test(w),
      );
      const confirming = replySentences.find((s) => tokenizeWords(s).some((w) => keys.includes(w)));
      if (confirming) out.set(topic, confirming);
    }
  });
  return [...out];
}
