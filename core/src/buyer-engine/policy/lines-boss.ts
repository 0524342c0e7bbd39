/** The Boss's policy lines: short, direct, decides fast, hates being pushed. */
import type { PolicyLines } from './policy-lines.ts';

export const BOSS_LINES: PolicyLines = {
  yes: ['Yes', 'Yep', 'Yes, sure'],
  no: ['No', 'Nope', 'No, not yet'],
  choose: [
    '{option}. Next.',
    '{option}. Easy call.',
    "{option}. That's the one.",
    "{option}. Let's go with that.",
  ],
  askThem: ["Don't know. I'll ask {who}.", "I'll find out. Checking with {who}."],
  askDifference: [
    "What's the real difference between {option} and {other}? One line.",
    '{option} or {other}: what do I get for the gap?',
    'Bottom line, why {option} over {other}?',
  ],
  giveTime: ['{time} works. Lock it in.', '{time}. Fine.', '{time} is good. Send an invite.'],
  ownTime: ['Tomorrow at 8 a.m. works.', 'Friday, 7 a.m. Quick call.', 'Monday, noon. Fifteen minutes.'],
  deferTime: [
    'Let me check with {partner} and come back to you today.',
    "I'll check {partner}'s calendar and text you a time.",
  ],
  correct: ['No.', 'Wrong.', 'Correction.', 'Not quite.'],
  confirm: ['Correct.', "That's right.", 'Yes, that’s it.', 'Right.'],
  priceRelief: [
    '{price}. Under my {budget}. What does it include?',
    '{price} works. That fits the {budget}.',
    "{price}? Fine. That's inside my {budget}.",
  ],
  priceValue: [
    '{price}. Tight against my {budget}. Why is it worth it?',
    "{price}, that's my whole {budget}. What do I get?",
    '{price} is the top of my range. Justify it.',
  ],
  priceStretch: [
    "{price}. That's {gap} over my {budget}. Why is it worth it?",
    "That's {gap} over the {budget}. What do I get for it?",
    '{budget} is my number. {price} is {gap} over. Justify it.',
  ],
  priceStretchAgain: [
    "Still {gap} over my {budget}. Doesn't change.",
    'Same number. Still {gap} over the {budget}.',
  ],
  priceObjection: [
    "{price}? My budget's {budget}. That's {gap} over. No.",
    "That's {gap} over my {budget}. Not happening.",
    "{budget} is the number. You're {gap} over it.",
  ],
  walkAway: [
    "Third time you've dodged that. We're done here. Goodbye.",
    "You won't answer it. I'll find someone who will. Goodbye.",
  ],
  reRaise: [
    "Don't brush that off. Answer it.",
    "That's not an answer. I asked a real question.",
    "Skip the 'don't worry'. Give me specifics.",
  ],
  pressNumber: ["That's not a number. Ballpark it.", 'I need a figure, not a range of maybes. Roughly what?'],
  pressTime: ['How long, roughly? Days or weeks?', "That's not an answer. When, roughly?"],
  pressYesNo: ['Is that a yes or a no?', "That's not a yes. Yes or no?"],
  pressPlan: ["That's not a plan. What happens if it does?", "Fine, but what's the backup if it does?"],
  pressVague: ['Be specific.', "That's vague. Give me specifics."],
  pressNoted: ["Still no straight answer. I'll note that.", 'Dodged again. Noted.'],
  checkYes: ['Yes. Clear.', 'Makes sense.', "Yes. That's what I needed."],
  termsAfterStep: [
    "If it checks out on the call, I'll sign. Same day.",
    'Show me the contract on the call. Then yes.',
  ],
  noted: ["Good. That's clear.", 'Fine. Noted.', 'Okay. That answers it.'],
  eased: [
    "Good. No surprises. That's what I needed.",
    "In the contract? Then that's settled.",
    'Fine. That settles it.',
  ],
  pushBack: [
    "Don't push me. I decide when I'm ready.",
    "Pressure doesn't work on me. Facts do.",
    "If it's gone, it's gone. I won't be rushed.",
    'Ultimatums? Wrong move.',
  ],
  endCall: [
    "We're done here. I'll find someone else. Goodbye.",
    "I've heard enough pressure. Goodbye.",
    "This isn't working. Goodbye.",
  ],
  commit: [
    "Done. Hold the date and send the contract. I'll sign today.",
    "Deal. Send the invoice, I'll pay the deposit today.",
    'Yes. Book it. Send me the paperwork now.',
  ],
  goodbye: ['Bye.', 'Thanks. Bye.', 'Talk later.', 'Right. Bye for now.'],
  goodbyeAt: ['{time} then. Bye.', 'See you {time}. Bye.'],
  goodbyeAgreed: ['Good. Send it over. Bye.', 'Done. Talk soon.', 'Deal. Bye.'],
  acceptOffer: ['Yes. Send it.', 'Yes. Do that.', 'Yes, that helps. Send it today.'],
  commitMeeting: ['Fine. Put it in the diary.', 'Good. That works. Send the invite.', 'Yes. Set it up.'],
  acceptHold: ['Fine. Hold it.', 'Yes. Hold the date.'],
  deflect: ['Ha. Another time. Back to business.', "Let's keep it to business."],
};
