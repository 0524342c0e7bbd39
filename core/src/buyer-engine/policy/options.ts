/**
 * The options of an either-or: whether they are two real things to pick (not a clause, a rough count or
 * examples), whether a text names one, and whether the buyer just asked what separates them.
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { OWN_PLANS_ASK_WORDS, PREFERENCE_ASK_WORDS } from './turn-cue-words.ts';

/** The buyer's last words asked what separates these same options. */
export function askedDifference(turn: Turn, options: readonly string[]): boolean {
  const last = turn.s.lastBuyerText;
  return turn.s.conv.moves.at(-1) === 'ask-difference' && options.every((o) => namesAnOption(last, [o]));
}

/**
 * The turn itself told what each option is before asking ("the barn backup is included free … the tent keeps you
 * on the lawn but it's 1,800 extra … barn backup or the tent?"): the buyer picks rather than ask the difference.
 */
export function explainedInTurn(turn: Turn, act: DialogueAct): boolean {
  const options = act.options ?? [];
  const rest = turn.r.normalized.replace(act.text, ' ');
  return (
    options.length >= 2 && rest.length > act.text.length && options.every((o) => namesAnOption(rest, [o]))
  );
}

/** Words of an option that do not tell it apart ("a civil thing", "the linen one"). */
const FILLER_WORDS = [
  'thing',
  'one',
  'the',
  'wedding',
  'like',
  'kind',
  'sort',
  'more',
  'just',
  'with',
  'your',
];

/** The text names an option, whole or by one of its own words ("Civil, short" names "a civil thing"). */
export function namesAnOption(text: string, options: readonly string[]): boolean {
  const words = text.toLowerCase().split(/[^a-z0-9-]+/);
  return options.some((o) => {
    const option = o.toLowerCase();
    if (text.toLowerCase().includes(option)) return true;
    return option.split(/\s+/).some((w) => w.length >= 4 && !FILLER_WORDS.includes(w) && words.includes(w));
  });
}

/** Words an option label cannot end on: it was cut from a clause ("go straight to a", "person first and"). */
const DANGLING = [
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'with',
  'and',
  'or',
  'your',
  'our',
  'my',
  'in',
  'on',
  'at',
];
/** Labels that are no thing to choose, only a fragment of the question ("after", "decide together", "you"). */
const FRAGMENT =
  /^(?:before|after|together|you|me|us|them|it|that|this|both|either|decide(?: together)?|bringing|just|over|through|up|out|about)$/i;

/** Words a noun phrase does not open on: it was cut from a clause ("and the", "is earlier"). */
const LEADING = ['to', 'of', 'and', 'or', 'but', 'so', 'is', 'are', 'was'];
/** A preposition a label may open on as said ("at the ceremony", "in ivory"): said back without it. */
const PREPOSITION = /^(?:at|in|on|for|by|from|with)\s+(?=\S)/i;
/**
 * A person said in a label makes it a clause or someone's, not a thing ("you'll rewatch constantly", "we keep
 * it", "on your mind").
 */
const PERSON =
  /^(?:i|i'm|i'll|i'd|i've|you'\w+|we|we'\w+|they|they'\w+|he|she|it's|let's|your|yours|my|mine|our|ours)$/;

/**
 * A label said back reads as a short noun phrase (at most four words): not cut off mid-phrase, not opened by a
 * preposition, with no person in it and no dash or colon from a heading ("Date — fall"), not a lone pronoun.
 */
export function clearLabel(option: string): boolean {
  const words = option.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4 || FRAGMENT.test(option.trim())) return false;
  if (/[—–:]|\s-\s/.test(option) || LEADING.includes(words[0]!) || words.some((w) => PERSON.test(w)))
    return false;
  if (/^\$?\d[\d,.]*$/.test(option.trim()) && option.replace(/\D/g, '').length < 3) return false;
  return !DANGLING.includes(words[words.length - 1]!) && !words.includes('you');
}

/**
 * The options as the buyer names them: a label that is no short noun phrase, or sits inside the other, is said
 * as "the first one" / "the second one".
 */
export function optionLabels(options: readonly string[]): string[] {
  const labels = options.map((o) => o.trim().replace(PREPOSITION, ''));
  // one label inside another ("Saturday at eleven" and "Saturday") tells nothing apart either
  const lower = labels.map((l) => l.toLowerCase());
  const nested = lower.some((l, i) => lower.some((m, j) => i !== j && m.includes(l)));
  return labels.every(clearLabel) && !nested ? labels : ['the first one', 'the second one'];
}

/** Asking what the couple would prefer, and asking about their own plans (read on lower-cased text). */
const PREFERENCE_ASK = wordRegExp(PREFERENCE_ASK_WORDS, '');
const OWN_PLANS_ASK = wordRegExp(OWN_PLANS_ASK_WORDS, '');

/**
 * An either-or about the couple's own plans or facts ("is your venue doing the bar or are you bringing your
 * own?", "is that a welcome event on the 13th, or the day split in two?"), not two things on offer to choose.
 */
export function asksAboutOwnPlans(text: string): boolean {
  const t = text.toLowerCase();
  return (OWN_PLANS_ASK.test(t) && !PREFERENCE_ASK.test(t)) || asksFacility(t);
}

/**
 * An either-or about someone else of theirs ("does she use a wheelchair or a walker?", "will your grandma need
 * a wheelchair space or just a chair with arms?"): not the buyer's to pick; the person they will ask ("her",
 * "my grandma"), or undefined.
 */
export function askedAboutSomeone(text: string): string | undefined {
  const m = SOMEONE_ASKED.exec(text);
  if (!m || PREFERENCE_ASK.test(text.toLowerCase())) return undefined;
  const who = m[1]!.toLowerCase();
  return PRONOUN_OBJECT[who] ?? who.replace(/^your\b/, 'my');
}
const SOMEONE_ASKED =
  /\b(?:does|will|would|is|did|can|has)\s+(she|he|they|your (?:grandma|grandmother|grandpa|grandfather|nan|mum|mom|dad|mother|father|parents|sister|brother|aunt|uncle|guests?))\s+(?:\w+\s+)?(?:use|need|want|have|like|prefer|eat|bring|be)\b/i;
const PRONOUN_OBJECT: Record<string, string> = { she: 'her', he: 'him', they: 'them' };

/** What their venue has ("does the venue have a kitchen on site, or will we be bringing a mobile kitchen?"). */
export const asksFacility = (text: string): boolean =>
  /\bdoes (?:the|your) (?:venue|place|site) have\b|\bwill (?:we|i) (?:be )?(?:bringing|need)\b/i.test(text);

/** Options that are things to choose between, not a question's own words ("what style or vibe?"). */
const NOT_AN_OPTION = ['what', 'which', 'how', 'who', 'do you', 'are you', 'is it', 'like', 'there'];

/**
 * Openings of a clause, not a thing: a verb or auxiliary ("wanted to ask", "are we good", "forward it"), or an
 * answer word ("good", "fine").
 */
const CLAUSE_OPENING = wordRegExp(
  [
    'wanted?',
    'needs?',
    'needed',
    'will',
    'would',
    'should',
    'shall',
    'are',
    'is',
    'am',
    'was',
    'were',
    'do',
    'does',
    'did',
    'can',
    'could',
    'have',
    'has',
    'forward',
    'send',
    'keep',
    'get',
    'make',
    'take',
    'let',
    // "a budget in mind, or should we just see what feels right?": an idiom's end and a verb, not two things
    'see',
    'go with',
    'wait',
    'decide',
    'figure',
    'mind',
    'good',
    'fine',
    'okay',
    'ok',
    'not',
    // "allergic to or absolutely hate", "just your gown or are we also dressing …": an adverb opens a clause
    'also',
    'absolutely',
    'really',
    'actually',
  ],
  'i',
  '^',
);
/** A number word or digits: "four or five times", "two or three" say a rough count, not two choices. */
const NUMBER_START = wordRegExp(
  [
    '\\d[\\d,.]*',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    String.raw`(?:thir|four|fif|six|seven|eigh|nine)teen`,
    String.raw`(?:twen|thir|for|fif|six|seven|eigh|nine)ty`,
    'a few',
    'a couple',
  ],
  'i',
  '^',
);
/** An option said with "too", "as well", "also" at its end ("on the summary too") is part of a clause. */
const ADDED_ON = /\b(?:too|as well|also)$/i;

export function realOptions(act: DialogueAct): boolean {
  const options = (act.options ?? []).map((o) => o.trim());
  if (options.length < 2) return false;
  // an option is a thing ("the barn", "linen"), not a clause ("set aside a budget for this yet")
  const short = options.every((o) => o.split(/\s+/).length <= 4);
  const opening = (o: string) => NOT_AN_OPTION.some((w) => new RegExp(`^${w}\\b`, 'i').test(o));
  const clause = (o: string) => opening(o) || CLAUSE_OPENING.test(o) || ADDED_ON.test(o);
  // "four or five times the light": a rough count; two prices ("forty five hundred or forty two hundred") stay a
  // choice
  const roughCount =
    NUMBER_START.test(options[0]!) && NUMBER_START.test(options[1]!) && (act.money?.length ?? 0) < 2;
  const someones = options.some((o) => SOMEONES.test(o));
  // "maybe more if you want the drone or the highlight reel" names extras in a statement, not a choice
  const conditional = IF_WANTED.test(act.text) && !act.text.includes('?');
  const examples = examplesOnly(act.text, options[0]!) || anyBefore(act.text, options[0]!);
  // "the part you wanted to go over, or the cancellation bit?": a verb's particle is no option
  const particle = options.some((o) => /^(?:over|through|up|out|about)$/i.test(o));
  return short && !roughCount && !options.some(clause) && !someones && !examples && !conditional && !particle;
}
/**
 * "do any of your guests have allergies, nuts or gluten?", "does your venue contract put any requirements on
 * vendors, a music curfew or proof of insurance?": whether there are any, with examples; not two things to pick
 * (unless it asks which is preferred).
 */
function anyBefore(text: string, first: string): boolean {
  const at = text.toLowerCase().indexOf(first.toLowerCase());
  return (
    at > 0 && /\bany\b/i.test(text.slice(0, at)) && !/\b(?:prefer|rather|which|choose|pick)\b/i.test(text)
  );
}
const IF_WANTED = /\bif you (?:want|wanted|'d like|would like|add|need)\b/i;
/** "anything on your mind or linda's?": whose worries, not two things to pick. */
const SOMEONES = /^(?:(?:on|in|of) )?(?:your|my|our|his|her|their)\b|^\w+'s$/i;

/**
 * "is anyone else, like your partner or a parent, deciding?" (read without its "like"), "any other vendors, such
 * as a florist or a DJ?":
 * examples of an open question; "there's no first one or second one" names none, nor does "most djs don't
 * include a ceremony rig or backup gear". None of them is two things to pick.
 */
const EXAMPLES =
  /\b(?:any|some)(?:one|body|thing)?(?: \w+)?(?: else)?(?:,\s+(?:(?:like|such as)\s+)?|\s+(?:like|such as)\s+)(?:(?:your|a|an|the|my|our)\s+)?$/i;
function examplesOnly(text: string, first: string): boolean {
  if (/^(?:no|not)\b/i.test(first)) return true;
  const at = text.toLowerCase().indexOf(first.toLowerCase());
  return at > 0 && (EXAMPLES.test(text.slice(0, at)) || NEGATED.test(text.slice(0, at)));
}
/** "most djs don't include a ceremony rig or backup gear": things said to be missing, not offered to pick. */
const NEGATED = /\b(?:don'?t|dont|doesn'?t|didn'?t|never|no|without)\s+(?:\w+\s+){0,2}$/i;
