/** Whether a concrete next step (action + time, with an owner) was agreed near the end of the call. */
import { splitSentences, truncateText } from './text-utils.ts';
import type { NextStep, Utterance } from './types.ts';

const ACTION =
  /\b(?:send|sending|email|e-mail|text|call|ring|book(?:ed|ing)?|schedul\w*|hold|holding|pencil|reserve|lock|tour|visit|viewing|walk-?through|site visit|tasting|consultation|consult|meeting|meet|zoom|facetime|sign|signed|deposit|retainer|contract|proposal|quote|invoice|come (?:by|in|out|see|over|and see|to)|stop by|see you|follow[- ]up|engagement (?:shoot|session)|mock-?up|trial|session)\b/i;
const TIME =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|this (?:afternoon|evening|morning|week|weekend)|next (?:week|month)|end of (?:the )?(?:day|week|month)|within (?:\d+|an?|one|two|three|24|48|72) (?:hours?|days?|minutes?)|in (?:an?|one|two|three|five|ten|\d+) (?:minutes?|hours?|days?|weeks?)|at (?:\d{1,2}|noon|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|first thing|right after (?:this|we)|later today|o'clock)\b/i;
const PROPOSE =
  /\?|\b(?:works?|suit|how about|let's|shall|would|then|i(?:'ll| will)|we(?:'ll| will)|i can|i have)\b/i;
const ACCEPT =
  /\b(?:yes|yeah|yep|sure|absolutely|definitely|perfect|great|sounds (?:good|great|perfect|lovely|like a plan)|that works|works (?:for|with) (?:us|me|both)|works|let's do (?:it|that)|deal|done|see you (?:then|there|on)|we'll be there|book (?:it|us)|go ahead|lock it in|hold (?:it|the)|i'll (?:sign|pay|send|transfer)|we'll (?:sign|pay|come|be there|see you)|send (?:it|me|the)|count us in|fine)\b/i;
const DEFER =
  /\b(?:think about it|think it over|have a think|let you know|get back to you|we'll see|need to (?:talk|discuss|check|think)|i'll (?:talk|check) (?:to|with)|check with|run it by|sleep on it|no thanks|not interested|we'll pass|i'll pass|hold off|(?:call|ring|email|contact) you (?:if|when)|if (?:she|he|they|we)(?:'re| is| are)? (?:happy|okay|keen)|i'll (?:have a )?look at|other (?:planners|photographers|venues|florists|options))\b/i;

function isCommitment(text: string): boolean {
  return (
    /\b(?:i'll|we'll|i will|we will)\s+(?:sign|pay|transfer|be there|come|see you)\b/i.test(text) &&
    TIME.test(text) &&
    !DEFER.test(text)
  );
}

export function findNextStep(utterances: Utterance[], sellers: Set<string>): NextStep {
  const from = Math.floor(utterances.length * 0.5);
  let agreed: string | null = null;
  let proposed: string | null = null;
  for (let i = from; i < utterances.length; i++) {
    const u = utterances[i]!;
    if (!sellers.has(u.speaker)) {
      if (isCommitment(u.text)) agreed = splitSentences(u.text).find(isCommitment) ?? u.text;
      continue;
    }
    const proposal = splitSentences(u.text).find((s) => TIME.test(s) && (ACTION.test(s) || PROPOSE.test(s)));
    if (!proposal) continue;
    proposed = proposal;
    let reply: Utterance | undefined;
    for (let j = i + 1; j < utterances.length && !reply; j++)
      if (!sellers.has(utterances[j]!.speaker)) reply = utterances[j];
    if (reply && !DEFER.test(reply.text) && (ACCEPT.test(reply.text) || TIME.test(reply.text)))
      agreed = proposal;
  }
  const lastBuyer = utterances.filter((u) => !sellers.has(u.speaker)).slice(-2);
  const finalDefer = lastBuyer.some((u) => DEFER.test(u.text) && !TIME.test(u.text));
  if (agreed && !finalDefer) return { agreed: true, text: truncateText(agreed, 200) };
  if (proposed) return { agreed: false, text: `Proposed but not agreed: ${truncateText(proposed, 180)}` };
  return { agreed: false, text: 'No concrete next step (action and time) was agreed.' };
}
