/** Buyer social style (Analyzer, Boss, Dreamer, Relater) from the buyer's own words, with quoted evidence. */
import { BUYER_TYPES, type BuyerId } from '../buyer-types.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { BuyerTypeResult, CallKind, Utterance } from './types.ts';

type Cue = [RegExp, number];
const CUES: Record<BuyerId, Cue[]> = {
  analyzer: [
    [
      /\b(?:how exactly|what exactly|specific(?:ally|s)?|exact (?:numbers?|figures?|costs?|prices?|dates?)|in detail|details?|difference between|itemi[sz]ed|breakdown|break down|line[- ]item|fine print)\b/i,
      2,
    ],
    [/\b(?:what(?:'s| is) included|is (?:that|it) included|included in|includes?|inclusions?)\b/i, 2],
    [
      /\b(?:contract|clause|cancell?ation|refund(?:able)?|policy|insurance|liability|terms|in writing|written|warranty|guarantee)\b/i,
      2,
    ],
    [
      /\b(?:compar(?:e|ing|ison)|versus|vs\.?|spreadsheet|other quotes?|quoted us|per hour|hourly|overtime|rate|percent(?:age)?|turnaround|how long (?:does|until|will)|how many|resolution|raw files|backup|back-up|redundan\w*|process|timeline|step by step|schedule of payments|payment schedule)\b/i,
      1.5,
    ],
    [
      /\b(?:what happens if|what if|does that mean|so that means|to be clear|let me make sure|i need to (?:understand|see|review|compare)|i'd like to (?:see|review|compare|read)|data|numbers|reviews?|references?|sample (?:contract|gallery|album))\b/i,
      1.5,
    ],
    [/\b\d+(?:[.,]\d+)?\s*(?:hours?|%|percent|guests|weeks?|days?|k\b|dollars|pounds)|[$£€]\s?\d/i, 0.75],
  ],
  boss: [
    [
      /\b(?:bottom line|cut to|get to the point|to the point|just (?:tell|give|send) me|straight answer|short version|quick(?:ly)?|in a nutshell|long story short|skip (?:the|that)|don't need the|no need to)\b/i,
      2.5,
    ],
    [
      /\b(?:what(?:'s| is) (?:the|your) (?:price|cost|rate|number|best price|final number|total)(?! (?:difference|breakdown|per|includ\w*|for each))|how much(?: is it)?\??$|give me (?:a|the) number|what's it going to cost)\b/i,
      2,
    ],
    [
      /\b(?:i (?:don't|do not) have (?:much|a lot of|all day)|i(?:'ve| have) got (?:\w+ )?(?:minutes|a meeting|another call)|i'm (?:busy|between meetings|slammed|in a rush)|time is|my time|let's move|moving on|next question|keep it (?:short|brief)|what do you need from me|(?:two|three|five|ten|fifteen|\d+) (?:minutes?|mins?)(?: max| tops)?[.!]?$|(?:two|three|five|ten|fifteen|\d+) (?:minutes? )?would be better)\b|^(?:two|three|five|ten)[.!]?$/i,
      2.5,
    ],
    [
      /\b(?:let's (?:do it|book it|lock it|go|get it done|make it happen)|book it|done\.?$|deal\.?$|decide (?:today|now|fast|quickly)|i(?:'ll| will) decide|i make the decisions?|i(?:'m| am) the one (?:deciding|paying)|i need (?:an answer|it by|this done)|send (?:me |us )?(?:the |it |that )?(?:contract|invoice|terms|paperwork|agreement|invite|link|over)|whatever works|can you do it or not|yes or no)\b|^(?:done|deal|fine)[.!]?$/i,
      2,
    ],
    [
      /\b(?:results|track record|proof|best (?:in|you)|top (?:venue|photographer|florist)|best price|discount|match (?:it|their price)|beat (?:that|their))\b/i,
      1,
    ],
  ],
  dreamer: [
    [
      /\b(?:magical|magic|dreamy|dream(?:ing|ed)?|fairy ?tale|fairy lights|whimsical|ethereal|romantic|enchant\w*|storybook|cinematic|like a movie|movie-like|breathtaking|swoon\w*)\b/i,
      2.5,
    ],
    [
      /\b(?:pinterest|mood ?board|vibes?|aesthetic|boho|bohemian|golden hour|sunset|barefoot|under the stars|candlelit|candles|wildflowers?|twinkl\w*|garden party|vintage|lush|cascading|so pretty)\b/i,
      2,
    ],
    [
      /\b(?:i (?:keep |always |can |just )?(?:imagin\w*|pictur\w*|envision\w*)|i can see|imagine|picture (?:this|it)|envision|the vision|my vision|our vision|i've always (?:wanted|dreamed|pictured)|ever since i was|since i was little)\b/i,
      2.5,
    ],
    [
      /\b(?:so excited|obsessed|in love with|love love|gorgeous|stunning|amazing|beautiful|incredible|oh my (?:god|gosh)|omg|wow|feel(?:s)? like|the feeling|the mood|the energy|unforgettable|story|emotional|goosebumps|cry|tears)\b/i,
      1,
    ],
  ],
  relater: [
    [
      /\b(?:connect(?:ion|ed)?|click(?:ed)? with|comfortable|trust|feel like (?:family|friends)|(?:practically|like|part of the) family|get (?:to know|us)|gets us|someone who (?:cares|gets|understands|listens)|personal touch|personally|warm|kind(?! of (?!you\b|them\b|him\b|her\b))|lovely person|on the same page)\b/i,
      2,
    ],
    [
      /\b(?:my (?:mom|mum|mother|dad|father|parents|grandmother|grandma|nan|family|sister|brother)|his (?:mom|mum|mother|parents|family)|her (?:mom|mum|mother|parents|family)|our (?:parents|families|family)|both families|the family)\b/i,
      2,
    ],
    [
      /\b(?:talk (?:it )?(?:over|through) with|check with|run it (?:by|past)|ask (?:my|his|her|our)|discuss (?:it )?with|include (?:my|his|her|our)|together as a family|decide together|consult)\b/i,
      2,
    ],
    [
      /\b(?:nervous|worried|anxious|reassur\w*|scared|overwhelmed|not (?:in a|a) rush|no rush|take our time|sorry (?:to|for)|hope (?:that's|this is) okay|if that's okay|don't want to be a bother|recommended (?:you|by)|referr(?:ed|al)|our friends?|friend of ours|you did (?:my|our|their)|feel (?:safe|looked after|cared for|at ease))\b/i,
      1.5,
    ],
    [
      /\b(?:thank you so much|you're so (?:kind|sweet|lovely)|that means a lot|appreciate (?:that|it|you)|that's so (?:kind|sweet|lovely))\b/i,
      1,
    ],
  ],
};
const ORDER: BuyerId[] = ['relater', 'analyzer', 'dreamer', 'boss'];

function styleBonus(turns: Utterance[]): Record<BuyerId, number> {
  const words = turns.map((u) => countWords(u.text));
  const avg = words.reduce((a, b) => a + b, 0) / Math.max(1, words.length);
  const text = turns.map((u) => u.text).join(' ');
  const exclaims = (text.match(/!/g)?.length ?? 0) / Math.max(1, turns.length);
  const qs = (text.match(/\?/g)?.length ?? 0) / Math.max(1, turns.length);
  return {
    boss: avg < 12 ? 3 : avg < 18 ? 1 : 0,
    dreamer: exclaims > 0.6 ? 3 : exclaims > 0.3 ? 1.5 : 0,
    analyzer: qs > 0.7 && avg >= 12 ? 1.5 : 0,
    relater: 0,
  };
}

const ADAPT: Record<CallKind, Record<BuyerId, string>> = {
  wedding: {
    analyzer:
      'They want facts before feelings: answer with specifics (what is included, hours, delivery times, ' +
      'contract terms), invite comparisons and confirm the details in writing with a decision date.',
    boss:
      'They want the bottom line: keep answers short, lead with results and price, ' +
      'offer two clear options and ask for the decision directly.',
    dreamer:
      'They buy the vision: share their excitement, ask them to describe the day, ' +
      'tell stories from similar weddings, then pin the excitement to one concrete next step.',
    relater:
      'They buy trust: slow down, ask about the people involved, reassure them (reviews, guarantees, ' +
      'flexible terms) and offer a low-pressure next step that includes their family.',
  },
  general: {
    analyzer:
      'They want facts before feelings: answer with specifics (what is included, numbers, timelines, ' +
      'terms), invite comparisons and confirm the details in writing with a decision date.',
    boss:
      'They want the bottom line: keep answers short, lead with results and price, ' +
      'offer two clear options and ask for the decision directly.',
    dreamer:
      'They buy the vision: share their excitement, ask them to describe what they want to achieve, ' +
      'tell stories from similar customers, then pin the excitement to one concrete next step.',
    relater:
      'They buy trust: slow down, ask about the people involved, reassure them (reviews, guarantees, ' +
      'flexible terms) and offer a low-pressure next step that includes the people they consult.',
  },
};

export function identifyBuyerType(
  utterances: Utterance[],
  buyerSpeakers: Set<string>,
  kind: CallKind = 'wedding',
): BuyerTypeResult {
  const turns = utterances.filter((u) => buyerSpeakers.has(u.speaker));
  const scores: Record<BuyerId, number> = { analyzer: 0, boss: 0, dreamer: 0, relater: 0 };
  const hits: Record<BuyerId, Array<{ quote: string; weight: number }>> = {
    analyzer: [],
    boss: [],
    dreamer: [],
    relater: [],
  };
  for (const u of turns) {
    for (const sentence of splitSentences(u.text)) {
      for (const id of ORDER) {
        let w = 0;
        for (const [re, weight] of CUES[id]) if (re.test(sentence)) w += weight;
        if (w > 0) {
          scores[id] += Math.min(w, 4);
          hits[id].push({ quote: sentence, weight: w });
        }
      }
    }
  }
  const bonus = styleBonus(turns);
  for (const id of ORDER) scores[id] = Math.round((scores[id] + bonus[id]) * 10) / 10;
  const id = ORDER.reduce((best, b) => (scores[b] > scores[best] ? b : best), ORDER[0]!);
  const type = BUYER_TYPES.find((b) => b.id === id)!;
  const quotes = hits[id]
    .slice()
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((h) => truncateText(h.quote, 160));
  const evidence =
    quotes.length > 0
      ? `The buyer said: ${quotes.map((q) => `"${q}"`).join(' · ')}`
      : `Few clear cues; ${type.name} is the closest match to the buyer's language.`;
  return { id, identified: type.name, evidence, quotes, scores, adaptationComment: ADAPT[kind][id] };
}
