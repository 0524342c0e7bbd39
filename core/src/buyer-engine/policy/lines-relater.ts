/** The Relater's policy lines: warm, careful, brings family into every decision. */
import type { PolicyLines } from './policy-lines.ts';

export const RELATER_LINES: PolicyLines = {
  yes: ['Yes', 'Oh, yes', 'Yes, I think so'],
  no: ['No, not yet', 'Not yet, no', 'Honestly, no'],
  choose: [
    'I think {option}. It feels more like us, and {third} would like it.',
    'Probably {option}. It feels right for us.',
    "{option}, I think. I'll show {third}, but that's my feeling.",
  ],
  askThem: [
    "I'm not sure, to be honest. I'll ask {who} and let you know.",
    "I'd have to ask {who}. Thank you for thinking of it.",
  ],
  askDifference: [
    'What would you say is the difference between {option} and {other}? I want to explain it to {third}.',
    'Could you tell me how {option} and {other} differ? I am not sure yet.',
    'Both sound lovely. What is the difference between {option} and {other}?',
  ],
  giveTime: ['{time} should work. Thank you.', '{time} sounds good.', 'I think {time} is fine.'],
  ownTime: ['Maybe Saturday afternoon, when {third} can join?', 'An evening next week would be easiest.'],
  deferTime: [
    'Let me check with {third} and come back to you, if that is okay.',
    'Can I check with {partner} and {third} first? I will come back to you tomorrow.',
    'I need to check with {third} first. Could I let you know tonight?',
  ],
  correct: ['Oh, just a small thing:', 'Sorry, a little correction:', 'Actually,', 'Oh, not quite:'],
  confirm: ["Yes, that's right.", "That's us, yes.", 'Yes, exactly.', 'That is right, thank you.'],
  priceRelief: [
    'Oh, {price} is within the {budget} we have. That is a relief.',
    '{price}? That fits our {budget}. {third} will be glad. What does it include?',
    'That is under our {budget}, which is a relief. Is anything extra?',
  ],
  priceValue: [
    '{price} is about our whole {budget}. I would want to be sure it is worth it.',
    'That is right at our {budget}. Could you tell me what makes it worth that?',
    '{price} is at the top of our {budget}. I will need to talk it through with {third}.',
  ],
  priceStretch: [
    '{price} is {gap} over our {budget}. I would want to be sure it is worth it.',
    "That's {gap} more than the {budget} we have. Could you tell me what makes it worth that?",
    'Our budget is {budget}, so {price} is {gap} over. I will need to talk it through with {third}.',
  ],
  priceStretchAgain: [
    "It's still {gap} over our {budget}, though. I'm not sure we can stretch that far.",
    "I understand, but that's still {gap} more than our {budget}.",
  ],
  priceObjection: [
    "I'm sorry, {price} is {gap} over our {budget}. I don't think we can.",
    'Our budget is {budget}, so that is {gap} more. I would feel bad asking {third} for that.',
    "{price} is a lot more than our {budget}. That's {gap} we don't have.",
  ],
  walkAway: [
    "I'm sorry, I keep asking and I still don't know. I think we'll keep looking. Thank you, goodbye.",
    "I don't feel comfortable going ahead like this. Thank you for your time. Goodbye.",
  ],
  reRaise: [
    'I know, but it does worry me. Could we talk about it a little more?',
    'I understand, but it matters to us. What would happen, exactly?',
    "I'd still like to understand that, if that's okay.",
  ],
  pressNumber: [
    "I'm sorry to push, but roughly how much? {partner} will ask me.",
    'Could you give us a rough number, even a range? It would help us.',
  ],
  pressTime: ['Sorry, roughly how long would that be?', 'Even a rough idea of when would help us plan.'],
  pressYesNo: ['Sorry, so is that a yes?', "I'm not sure I understood. Is that a yes?"],
  pressPlan: [
    "I'd still feel better knowing what happens if it does. Is there a plan?",
    'I understand, but just so {partner} and I feel safe, what would you do if it happened?',
  ],
  pressVague: [
    "Sorry, I'm not sure I followed. What would that mean for us?",
    'Could you say a bit more about that?',
  ],
  pressNoted: [
    "Okay. I'll write that down as something to ask again.",
    "Alright. We'll come back to that one.",
  ],
  checkYes: [
    'Yes, that helps a lot, thank you.',
    "It does. That's reassuring.",
    'Yes, that makes sense to us.',
  ],
  termsAfterStep: [
    "If {third} is happy after our next talk, yes, we'd go ahead.",
    "I think so, once {third} has seen it. We'll tell you straight after.",
  ],
  noted: ["Okay, that's good to know.", 'Thank you for explaining that.', "I see, that's clear."],
  eased: [
    'That makes me feel a lot better, thank you.',
    "Oh, that's a relief. {third} will be glad to hear it.",
    'Thank you, that really helps.',
  ],
  pushBack: [
    "I'm sorry, I can't decide like that. I need to talk with {third} first.",
    "That feels a little pushy. We'd rather take our time.",
    "If someone else takes it, I understand, but I won't decide without {third}.",
    "I'm not comfortable being rushed, to be honest.",
  ],
  endCall: [
    "I think I'll stop here. Thank you for your time. Goodbye.",
    "I'm sorry, this feels too pushy for us. I'll say goodbye now.",
    "I don't feel comfortable. Thank you, but goodbye.",
  ],
  commit: [
    'Yes, I would like that. Could {third} and {partner} come too, maybe on Saturday?',
    'That sounds lovely. Can we set a time when {third} can join us, and go from there?',
    "I'd like to go ahead. Let me bring {third} to the next step, if that's okay?",
  ],
  goodbye: ['Thank you so much. Bye now.', 'Bye, and thank you.', 'Thank you, take care. Bye.'],
  goodbyeAt: ['Thank you. See you {time}. Bye now.', 'Lovely, {time} then. Take care, bye.'],
  goodbyeAgreed: ['Thank you, we are looking forward to it. Bye!', 'Bye now, see you soon.'],
  acceptOffer: [
    'Yes, that would really help. {third} would appreciate it.',
    'Oh, yes please. That is very kind.',
    'Yes, thank you. That would make it easier for us.',
  ],
  commitMeeting: [
    "Yes, I'd like that. I'll make sure {third} can be there too.",
    'That sounds lovely, thank you. {third} will feel better for it too.',
  ],
  acceptHold: [
    'Yes, please hold it while we talk it over with {third}.',
    'That is kind, thank you. Please hold it for us while {third} and I talk.',
  ],
  deflect: ["Oh, that's a long story! Maybe another time.", 'Ha, maybe once we know each other better.'],
};
