/** People and trade items named in a turn. */
import { phraseRegExp } from './phrase-match.ts';
import { RELATION_NAMES, TRADE_ITEMS } from './trade-items.ts';

const RELATIONS = new RegExp(phraseRegExp(RELATION_NAMES).source, 'gi');
const ITEMS = new RegExp(phraseRegExp(TRADE_ITEMS).source, 'gi');

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(
  (
    'I Im Ive Id Ill OK Okay So And But The A An We Our You Your It Its Is Are Do Does Did Can Could Would ' +
    'Will Shall Should What How When Where Which Who Why Hi Hello Hey Thanks Thank Yes No Yeah Great Perfect ' +
    'Lovely Congratulations Congrats Sure Absolutely Honestly Well Oh Just That This Let Lets If Then Now ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July ' +
    'August September October November December Christmas Easter Instagram Google Facebook TikTok DJ MC'
  ).split(' '),
);

/** Names: a capitalised word inside a sentence ("I'll check with Tom"), or a relation ("your mom"). */
export function readNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b(\p{Lu}\p{Ll}+)\b/gu)) {
    const word = m[1]!;
    if (!NOT_NAMES.has(word.replace(/'/g, ''))) names.add(word);
  }
  for (const m of text.matchAll(RELATIONS)) names.add(m[0].toLowerCase());
  return [...names];
}

export function readItems(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(ITEMS), (m) => m[0].toLowerCase()))];
}
