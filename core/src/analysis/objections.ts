/** Buyer objections (price, stalling, competitors, risk, fit) and whether the salesperson addressed each. */
import { classifyQuestion } from './questions.ts';
import { isDismissive } from './seller-conduct.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { Objection, Utterance } from './types.ts';

const KINDS: Array<[string, RegExp]> = [
  [
    'price',
    /\b(?:expensive|pricey|(?:a bit|a little|slightly|way|well|quite a bit) over (?:what|our|my|the)|(?:over|above|more than) what (?:we|i)(?:'d| had| were| was)? (?:wanted|planned|budgeted|hoped|expected|thinking|hoping|expecting)|too (?:much|steep|high)|(?:over|above|outside|out of|beyond|blow(?:s|ing)?) (?:our|my|the) budget|more than (?:we|i)(?:'d| had| were| was)? (?:wanted|planned|can|expected|budgeted|hoped|hoping|thinking|expecting|said|had in mind)|(?:hundred|thousand|grand|pounds|dollars|euros|quid) over\b|(?:higher|more) than (?:the other|the last|their) (?:one|quote|\w+)|can't afford|cannot afford|a lot of money|that's (?:steep|pricey|a lot)|(?:cheaper|less expensive|lower price)|price is (?:high|a concern|an issue)|(?:sticker|price) shock|on a (?:tight|strict|small) budget|a bit much|out of (?:our|my) (?:range|price range))\b/i,
  ],
  [
    'stall',
    /\b(?:(?:need|want|have) to (?:think|talk|discuss|check|sleep)|think (?:it over|about it)|talk (?:it over|to|with) (?:my|our|his|her)|check with (?:my|our|his|her)|run it by|sleep on it|get back to you|let you know|not (?:ready|sure) (?:to|yet|about)|not ready|hold off|no rush to decide|(?:mull|chew) (?:it )?over)\b/i,
  ],
  [
    'competitor',
    /\b(?:another (?:photographer|venue|florist|planner|vendor|company|option)|other (?:photographers|venues|florists|planners|vendors|quotes|options)|(?:someone|somebody) else|(?:they|she|he) (?:quoted|offered|charge)|quote from|from another (?:place|one|company|supplier|shop)|other places|elsewhere|comparing|shopping around|a cheaper)\b/i,
  ],
  [
    'risk',
    /\b(?:what if it rains|what happens if|(?:worried|concerned|nervous|scared|afraid) (?:about|that|of|the|it|it'll|we|we'll|i|i'll|they|they'll|my|our|if|how)|(?:bad|terrible|awful) experience|got burned|not sure (?:if|whether|about)|hesitant|skeptical|sceptical)\b/i,
  ],
  [
    'fit',
    /\b(?:(?:don't|do not|haven't|have not) (?:really )?(?:have|got) (?:the )?time (?:for|to)|not (?:really )?(?:our|my) (?:style|vibe|taste|thing)|doesn't (?:fit|suit)|too (?:big|small|formal|casual|far|early|late)|don't (?:need|want) (?:all|that|the))\b/i,
  ],
];
const HANDLING =
  /\b(?:i (?:completely |totally |really )?(?:understand|hear you|get (?:it|that))|that makes (?:total |complete )?sense|(?:totally|completely) fair|fair (?:question|point|enough)|great question|good question|that's (?:a )?(?:fair|valid|common|normal)|a lot of (?:couples|our couples|clients|people)|many (?:couples|clients)|what if|we (?:can|could) (?:split|spread|break|start|adjust|tailor|customi[sz]e|remove|drop|trim|reduce|hold|offer|add|include|do|look)|payment (?:plan|schedule)|instal?lments?|(?:smaller|lighter|shorter|custom|different) (?:package|collection|option)|(?:option|options)\b|refund|guarantee|backup|back-up|plan b|rain plan|tent|insurance|included|includes|reviews?|references?|portfolio|happy to|no pressure|hold the date|courtesy hold|invite (?:them|your|him|her)|bring (?:them|your|him|her)|compared to|difference is|what you get|apples to apples|value|worth)\b/i;
export function findObjections(utterances: Utterance[], sellers: Set<string>): Objection[] {
  const out: Objection[] = [];
  const seen = new Set<string>();
  utterances.forEach((u, i) => {
    if (sellers.has(u.speaker)) return;
    for (const sentence of splitSentences(u.text)) {
      const kind = KINDS.find(([, re]) => re.test(sentence))?.[0];
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
