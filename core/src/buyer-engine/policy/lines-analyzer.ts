/** The Analyzer's policy lines: precise, numbers first, wants everything in writing. */
import type { PolicyLines } from './policy-lines.ts';

export const ANALYZER_LINES: PolicyLines = {
  yes: ['Yes', 'Yes, precisely', 'Yes, confirmed'],
  no: ['No', 'No, not at this point', 'No, not yet'],
  choose: [
    '{option}, on the numbers. I would want the inclusions listed.',
    'Based on what you have said, {option}. Please put both side by side in writing.',
    '{option}. It is the better fit for our budget and our guest count.',
  ],
  askThem: [
    'I do not know that yet. I will ask {who} and tell you.',
    'I would have to check with {who}. I will send it in writing.',
  ],
  askDifference: [
    'Before I choose: what exactly is the difference between {option} and {other}, line by line?',
    'What does {option} include that {other} does not, and what does each cost in total?',
    'Can you break down {option} against {other}: hours, deliverables, total price?',
  ],
  giveTime: [
    '{time} works. Please send a calendar invitation with an agenda.',
    '{time} is fine. I will block 30 minutes.',
    'I can do {time}. Please confirm it by email.',
  ],
  ownTime: [
    'Thursday at 6 p.m. works for me, for 30 minutes.',
    'Tuesday at 12:30 works, with an agenda in advance.',
    'Wednesday at 7 p.m., if that suits you.',
  ],
  deferTime: [
    'I need to check with {partner} first. I will email you two options by tomorrow.',
    'Let me confirm with {partner} and come back to you with a time by Friday.',
  ],
  correct: ['A correction, for the record:', 'To be precise:', 'Not quite, specifically:', 'One correction:'],
  confirm: ['That is correct.', 'Yes, that is accurate.', 'Correct, all of it.', 'That matches my notes.'],
  priceRelief: [
    '{price} is within our {budget}. What exactly is included at that price?',
    '{price} is under the {budget} we set. Are there any fees on top?',
    'At {price} we are inside the {budget}. Is that the total, taxes included?',
  ],
  priceValue: [
    '{price} is at the limit of our {budget}. What is included, item by item?',
    '{price} uses the whole {budget}. Can you justify that against the other quotes?',
    'That is right at our {budget}. What would a lighter version cost?',
  ],
  priceStretch: [
    '{price} is {gap} over our {budget}. What would justify that difference?',
    'That is {gap} above the {budget} we set. Which items account for the extra?',
    'Our budget is {budget}, so {price} is {gap} over. What could come out to close that gap?',
  ],
  priceStretchAgain: [
    'It is still {gap} over our {budget}. I need to see what that buys.',
    'As I said, that is {gap} more than our {budget}. Show me the line items.',
  ],
  priceObjection: [
    '{price} is {gap} over our budget of {budget}. I cannot justify that gap.',
    'Our budget is {budget}. At {price} you are {gap} over it, which does not work.',
    'That is {gap} above our {budget}. Where would that difference come from?',
  ],
  walkAway: [
    'I have asked that three times without an answer. I will continue my comparison elsewhere. Goodbye.',
    'Without an answer to that, I cannot move forward. Thank you for your time. Goodbye.',
  ],
  reRaise: [
    'With respect, that does not answer my question. What does the contract actually say?',
    'I would rather have specifics than reassurance. What happens in that case?',
    'That is not an answer. Can you show me in writing?',
  ],
  pressNumber: [
    "That doesn't go in my spreadsheet. What is the figure, roughly?",
    'I need an actual number to compare. What would it be for us?',
  ],
  pressTime: ['Could you give me that in weeks, even roughly?', 'What is the usual range, in days or weeks?'],
  pressYesNo: ['So is that a yes or a no?', 'A maybe is hard to plan around. Is it a yes?'],
  pressPlan: [
    'Reassurance is not a plan. What is the procedure if it does?',
    'I would still like to know the contingency. What exactly happens then?',
  ],
  pressVague: ['Could you be more specific?', 'That is a bit vague for me. What exactly do you mean?'],
  pressNoted: [
    "Still no specific answer. I'll mark it as open.",
    "I'll note that one as unanswered for now.",
  ],
  checkYes: [
    'Yes, that is clear. Thank you.',
    'That answers it, yes.',
    'Yes, that is what I needed to know.',
  ],
  termsAfterStep: [
    'If the contract reads as we discussed, yes. I will confirm after our call.',
    'Once I have read it line by line, and it matches, I will sign.',
  ],
  noted: [
    'Noted, thank you. That is specific.',
    'Good, that is clear.',
    'Thank you, I have written that down.',
  ],
  eased: [
    'Good, that answers my concern. I will check it in the contract.',
    'That is reassuring, as long as it is in writing.',
    'Noted. That addresses it.',
  ],
  pushBack: [
    'I do not make decisions under time pressure. I need the terms in writing first.',
    'That sounds like a sales tactic. I will decide when I have compared the numbers.',
    'If the date is taken, so be it. I will not sign without reading the contract.',
    'A yes or no now is not how I work. I need the details.',
  ],
  endCall: [
    'I think we should stop here. I am not comfortable with this pressure. Goodbye.',
    'This is not the kind of process I want. Thank you for your time. Goodbye.',
    'I will end the call here. Please do not follow up. Goodbye.',
  ],
  commit: [
    'Yes. Please send the contract and the quote in writing, and I will sign once I have read both.',
    'Agreed, on one condition: everything in writing, deposit terms included. I will review it by Friday.',
    'That works. Email me the itemised proposal and the contract, and we will book.',
  ],
  goodbye: ['Thank you. Goodbye.', 'Thank you for your time. Goodbye.', 'Goodbye, and thank you.'],
  goodbyeAt: ['Good. {time}, then. Goodbye.', 'Thank you. Until {time}. Goodbye.'],
  goodbyeAgreed: [
    'Thank you. I will look out for the documents. Goodbye.',
    'Goodbye. I look forward to the written proposal.',
  ],
  acceptOffer: [
    'Yes, please. I always prefer it in writing.',
    'Yes, that would be useful. Please send it by email.',
    'Yes. That is exactly what I need to review it properly.',
  ],
  commitMeeting: [
    'Agreed. Please send a calendar invitation with an agenda.',
    'Yes, that is a sensible next step. Send the details in writing beforehand.',
  ],
  acceptHold: [
    'Yes, hold it, as long as it is free and the terms are in writing.',
    'A free hold is fine. Please confirm it by email.',
  ],
  deflect: ['I would rather keep this to the wedding, if you do not mind.', 'Perhaps another time.'],
};
