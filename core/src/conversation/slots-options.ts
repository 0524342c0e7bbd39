/**
 * The named options of an either-or ("barn at 28,400 or pavilion at 24,900?" → barn, pavilion;
 * "the rose garden, the lawn or the terrace" → three). Not an option: "or not", "or something", "or is
 * earlier better" (a tail that offers no named choice).
 */
import { eitherRegExp, wordSource } from '../analysis/word-list.ts';
import { OPTION_STOP_WORDS } from './slot-words.ts';

const NO_CHOICE = new RegExp(
  String.raw`^(?:not|nah|anything|whatever|so|else|otherwise|never|no(?!\s+\w)|` +
    String.raw`(?:something|more|less|maybe)(?=\s*(?:[?.!,]|$|than|else|like that|similar)))`,
  'i',
);
/** A second question that carries the other option: "or would you want a saturday" → "a saturday". */
const TAIL_OPENING = new RegExp(
  String.raw`^(?:would|do|did|are|will|should|shall|can|could)\s+(?:you|we|they)\s+` +
    String.raw`(?:(?:rather|want|like|prefer|go for|go with|go|have|choose|pick|take|be|think(?: that)?)\s+)?`,
  'i',
);
/** "or should we just wing it", "or do we skip that": the seller's own way out, not an option named. */
const WAY_OUT_TAIL =
  /^(?:should|shall|do|can|could)\s+(?:we|i)\s+(?:just\s+)?(?!rather|want|like|prefer|go|choose|pick|take|have|do)\w+/i;
const TAIL_QUESTION = /^(?:is|are|was|would|will|do|does|did|should|can|could|have|has|had|you|we|i)\b/i;
/** Words that end an option on its right: a price, a verb, a pronoun, a question tail. */
const RIGHT_STOP = eitherRegExp(
  [wordSource(OPTION_STOP_WORDS, String.raw`\s`), '[?,.;!]', String.raw`\s\$?\d`],
  'i',
);
/** Words that start an option on its left: an article, a verb of choosing, a pronoun. */
const LEFT_START = new RegExp(
  String.raw`.*\b(?:the|a|an|either|between|prefer|want|like|choose|pick|go with|leaning towards|leaning toward|` +
    String.raw`is it|it's|its|it|thinking|about|do|would|are|is|of|for|in|with|you|go|have|get|take|book|more)\s+`,
  'i',
);
const PRICE_TAIL =
  /\s+(?:at|for|is|priced at|which is)\s+[$€£]?\s?\d[\d,.]*\s?(?:k|grand|dollars|euros)?\s*$/i;
/** Where an option's words stop on its left side: a dash before it ("what date — fall or spring?"). */
const DASH = /\s[—–-]\s|[—–]/;
/** A clause said about the left option ("a highlight film you'll rewatch constantly"): not part of its name. */
const RELATIVE_TAIL = /\s(?:you'll|you'd|you|we'll|we|that|which|who|so|where|because)\s.*$/i;
/** An option named right before its price: "Essentials at $3,200", "the Barn for 28,400". */
const NAMED_PRICE =
  /^\s*(?:(?:the|a|an|option|package)\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?:at|for|is|priced at)\s+[$€£]?\s?\d/i;
/** A list item that is the question's own frame ("which works better for you, A or B?"), not an option. */
const FRAME = /^(?:which|what|how|who|where|when|do|does|would|is|are|so|and)\b/i;
const ARTICLE =
  /^(?:the|a|an|my|our|your|maybe|perhaps|just|more of|more like|like|honestly|probably|roughly|around|about)\s+/i;

const clean = (s: string): string =>
  s
    .replace(/[?.!,;:]+$/, '')
    .replace(ARTICLE, '')
    .replace(ARTICLE, '')
    .trim()
    .toLowerCase();

const words = (s: string, max: number, fromEnd: boolean): string => {
  const w = s.split(/\s+/).filter(Boolean);
  return (fromEnd ? w.slice(-max) : w.slice(0, max)).join(' ');
};

export function readOptions(clause: string): string[] {
  const parts = clause.split(/\s+or\s+/i);
  if (parts.length < 2) return [];
  // "a first dance song or a processional thing, or should we just wing that part?": a way out said as a clause
  // after the options, which are the ones before it
  if (parts.length > 2 && WAY_OUT_TAIL.test(parts[parts.length - 1]!))
    return readOptions(parts.slice(0, -1).join(' or ').replace(/,\s*$/, ''));
  let right = parts[parts.length - 1]!.replace(ARTICLE, '').replace(ARTICLE, '');
  if (TAIL_OPENING.test(right)) right = right.replace(TAIL_OPENING, '').replace(ARTICLE, '');
  if (NO_CHOICE.test(right) || TAIL_QUESTION.test(right)) return [];
  // "20 or more", "a hundred or so": a number's range, not a choice
  if (/\d\s*$/.test(parts[parts.length - 2]!) && /^(?:more|less|so|fewer)\b/i.test(right)) return [];
  // "take a week or two", "a day or so": a rough span, not a choice
  if (
    /\b(?:a|an|one)\s+[a-z]+\s*$/i.test(parts[parts.length - 2]!) &&
    /^(?:two|three|so|more|less)\b/i.test(right)
  )
    return [];
  // "or do you think 6 covers it": the option is "6", not what it does
  const rightText = right.replace(
    /\s+(?:covers?|works?|would (?:do|work)|does it|is enough|be enough)\b.*$/i,
    '',
  );
  const rightOption = clean(words(rightText.split(RIGHT_STOP)[0] ?? '', 4, false));
  // everything before the last "or" may be a list: "the rose garden, the lawn or the terrace"
  const before = parts.slice(0, -1).join(' or ').replace(/,\s*$/, '');
  const listed = before.split(/,(?!\d)\s*/);
  const lastLeft = listed.pop() ?? '';
  const leftText = (lastLeft.split(DASH).pop() ?? lastLeft).replace(PRICE_TAIL, '');
  // "Essentials at $3,200 with a highlight film, or …": a priced option is named before its price
  const named = NAMED_PRICE.exec(lastLeft.split(/[:—–]/).pop() ?? lastLeft)?.[1];
  const leftOption = named
    ? clean(named)
    : clean(words(leftText.replace(LEFT_START, '').replace(RELATIVE_TAIL, ''), 3, true));
  const items = listed.filter((l) => !FRAME.test(l.trim()));
  const earlier = items.length > 0 && items.every((l) => l.split(/\s+/).length <= 5) ? items : [];
  const options = [
    ...earlier.map((l) => clean(words(l.replace(PRICE_TAIL, '').replace(LEFT_START, ''), 3, true))),
    leftOption,
    rightOption,
  ].filter((o) => o.length > 0 && !NO_CHOICE.test(o));
  return options.length >= 2 ? [...new Set(options)] : [];
}
