/**
 * Buyer objections and worries (price, stalling, competitors, risk, fit, a condition before deciding, a
 * question asked again) and whether the salesperson addressed each.
 */
import { classifyQuestion } from './questions.ts';
import { isDismissive } from './seller-conduct.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { Objection, Utterance } from './types.ts';

/** The buyer asking again because the answer did not come: "I asked the price", "That's not an answer". */
const REPEATED_SENTENCE =
  /(?:^(?:\w+[,.]? )?(?:i|we) (?:already |just )?(?:asked|said)\b|\bthat's not (?:an answer|what i asked)|\byou (?:didn't|haven't) answer|\bi didn't ask\b)/i;
/** A buyer turn that asks again, in any of its sentences. */
export const REPEATED = new RegExp(REPEATED_SENTENCE.source.replace('^', '(?:^|[.?!]\\s+)'), 'i');
const KINDS: Array<[string, RegExp]> = [
  [
    // the buyer asking again because the first answer did not come ("I asked the price", "That's not an answer")
    'repeated',
    REPEATED_SENTENCE,
  ],
  [
    'price',
    /\b(?:expensive|pricey|(?:a bit|a little|slightly|way|well|quite a bit) over (?:what|our|my|the)|(?:over|above|more than) what (?:we|i)(?:'d| had| were| was)? (?:wanted|planned|budgeted|hoped|expected|thinking|hoping|expecting)|too (?:much|steep|high)|(?:over|above|outside|out of|beyond|blow(?:s|ing)?) (?:our|my|the) budget|more than (?:we|i)(?:'d| had| were| was)? (?:wanted|planned|can|expected|budgeted|hoped|hoping|thinking|expecting|said|had in mind)|(?:hundred|thousand|grand|pounds|dollars|euros|quid) over\b|(?:higher|more) than (?:the other|the last|their) (?:one|quote|\w+)|can't afford|cannot afford|a lot of money|that's (?:steep|pricey|a lot(?! of))|(?:cheaper|less expensive|lower price)|price is (?:high|a concern|an issue)|(?:sticker|price) shock|on a (?:tight|strict|small) budget|a bit much|out of (?:our|my) (?:range|price range)|\d over\b|(?:a bit|a little|slightly|way) over\b|over (?:our|my|the) (?:ceiling|limit|max|maximum|cap)|(?:already )?a (?:bit of a |real )?stretch|hoping to (?:stay|keep it|come in) (?:around|under|below|within|at)|what (?:that|this|it) does to the (?:price|cost|total))\b/i,
  ],
  [
    'stall',
    /\b(?:(?:need|want|have) to (?:think|talk|discuss|check|sleep)|think (?:it over|about it)|talk (?:it over|to|with) (?:my|our|his|her)|check with (?:my|our|his|her)|run it by|sleep on it|get back to you|let you know|not (?:ready|sure) (?:to|yet|about)|not ready|hold off|no rush to decide|(?:mull|chew) (?:it )?over)\b/i,
  ],
  [
    'competitor',
    /\b(?:another (?:photographer|venue|florist|planner|vendor|company|option)|other (?:photographers|venues|florists|planners|vendors|quotes|options)|the other (?:venue|photographer|florist|planner|caterer|videographer|baker|dj|band|company|quote)|(?:someone|somebody) else|(?:they|she|he) (?:quoted|offered|charge)|quote from|from another (?:place|one|company|supplier|shop)|other places|elsewhere|comparing|shopping around|a cheaper)\b/i,
  ],
  [
    'risk',
    /\b(?:what if it rains|if it rains|what happens if|worries (?:that|about|we|i|they)|(?:missed|forgot|lost|ruined) (?:half|all|most|some|the)|took (?:\w+ )?(?:months|weeks|forever|ages)|(?:didn't|never) (?:call|show|turn up|deliver)|(?:worried|concerned|nervous|scared|afraid) (?:about|that|of|the|it|it'll|we|we'll|i|i'll|they|they'll|my|our|if|how)|(?:bad|terrible|awful) experience|got burned|not sure (?:if|whether|about)|hesitant|skeptical|sceptical)\b/i,
  ],
  [
    'fit',
    /\b(?:(?:don't|do not|haven't|have not) (?:really )?(?:have|got) (?:the )?time (?:for|to)|not (?:really )?(?:our|my) (?:style|vibe|taste|thing)|doesn't (?:fit|suit)|too (?:big|small|formal|casual|far|early|late)|don't (?:need|want) (?:all|that|the))\b/i,
  ],
  [
    // what the buyer needs before deciding: to see, read, meet or know something first
    'condition',
    /\b(?:before (?:committing|paying|booking|signing|deciding|(?:we|i) (?:commit|decide|book|sign|pay))|(?:like|want|need) (?:\w+ ){0,3}to (?:see|meet|show|taste|read|check|try|know) (?:\S+ ){0,6}?(?:first|before)|without (?:reading|seeing|meeting|tasting) (?:it|them|you|the))\b/i,
  ],
];
/** A salesperson's question about the buyer's worries: the buyer's answer names a concern. */
const ASKS_WORRY =
  /\b(?<!no |don't |not )(?:worr(?:y|ies|ied)|concerns?|nervous|scared|afraid|fears?|keeps? you up|went wrong|go wrong|put you off|hesitat\w*)\b/i;
/** An answer that names no worry ("No, none really", "Not really"). */
const NO_WORRY = /^(?:no|none|nope|not really|nothing)\b/i;
const HANDLING =
  /\b(?:i (?:completely |totally |really )?(?:understand|hear you|get (?:it|that))|that's a (?:real|genuine|big) (?:concern|worry)|that makes (?:total |complete )?sense|(?:totally|completely) fair|fair (?:question|point|enough)|great question|good question|that's (?:a )?(?:fair|valid|common|normal)|a lot of (?:couples|our couples|clients|people)|many (?:couples|clients)|what if|we (?:can|could) (?:split|spread|break|start|adjust|tailor|customi[sz]e|remove|drop|trim|reduce|hold|offer|add|include|do|look)|payment (?:plan|schedule)|instal?lments?|(?:smaller|lighter|shorter|custom|different) (?:package|collection|option)|(?:option|options)\b|refund|guarantee|backup|back-up|plan b|rain plan|tent|insurance|included|includes|reviews?|references?|portfolio|happy to|no pressure|hold the date|courtesy hold|invite (?:them|your|him|her)|bring (?:them|your|him|her)|compared to|difference is|what you get|apples to apples|value|worth)\b/i;
export function findObjections(utterances: Utterance[], sellers: Set<string>): Objection[] {
  const out: Objection[] = [];
  const seen = new Set<string>();
  utterances.forEach((u, i) => {
    if (sellers.has(u.speaker)) return;
    const prev = utterances[i - 1];
    // the answer to "what worries you?" is a worry, whatever its words ("That wildflowers wilt.")
    const askedWorry =
      prev !== undefined &&
      sellers.has(prev.speaker) &&
      ASKS_WORRY.test(splitSentences(prev.text).at(-1) ?? '');
    const sentences = splitSentences(u.text);
    // the worry is their first sentence of some words ("Honestly? The last quote had hidden fees." → the fees)
    const named = sentences.find((s) => countWords(s) >= 3);
    for (const sentence of sentences) {
      const worry = askedWorry && sentence === named && !NO_WORRY.test(sentences[0]!) ? 'risk' : undefined;
      const kind = KINDS.find(([, re]) => re.test(sentence))?.[0] ?? worry;
      if (!kind) continue;
      const key = `${kind}\n${truncateText(sentence)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const replies = utterances
        .slice(i + 1, i + 4)
        .filter((r) => sellers.has(r.speaker))
        .slice(0, 2);
      const reply = replies.map((r) => r.text).join(' ');
      const addressed =
        reply.length > 0 &&
        !isDismissive(reply, sentence) &&
        countWords(reply) >= 10 &&
        (HANDLING.test(reply) || asksAbout(reply, sentence));
      out.push({
        utteranceIndex: i,
        kind,
        text: truncateText(sentence),
        addressed,
        response: truncateText(reply || '(no reply)'),
      });
      break;
    }
  });
  return dedupeStalls(out);
}

/** A question that explores the concern ("What's behind that?"), not a push to close ("Can I book you in?"). */
function asksAbout(reply: string, concern: string): boolean {
  return splitSentences(reply).some((s) => s.endsWith('?') && classifyQuestion(s, concern) !== 'other');
}

/** Several "let me think about it" in a row are one objection. */
function dedupeStalls(list: Objection[]): Objection[] {
  const out: Objection[] = [];
  let stall: Objection | undefined;
  for (const o of list) {
    if (o.kind === 'stall' && stall) {
      stall.addressed = stall.addressed || o.addressed;
      continue;
    }
    if (o.kind === 'stall') stall = o;
    out.push(o);
  }
  return out;
}
