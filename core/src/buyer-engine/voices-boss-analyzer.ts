/** The Boss (short, direct, price first) and Analyzer (details, numbers, contract) voices. */
import type { Voice } from './voice-types.ts';

export const BOSS: Voice = {
  colourChance: 0.15,
  leads: ['Look', 'Right', 'Okay', 'Listen', 'Fine', 'Bottom line'],
  lines: {
    colour: ['Next?', 'What else?', "Let's keep moving.", 'Go on.'],
    painPrefix: ['Fine.', 'Straight up?', 'Honestly?'],
    deflect: [
      "Nothing I'd worry about. Next question.",
      "It's fine. Let's keep moving.",
      'Not now. Ask me something else.',
    ],
    greeting: ["Yep, hi. Let's get into it.", "Hi. I'm short on time.", "Hi. Let's be quick."],
    pitchReply: [
      'Okay. And the price?',
      "Everyone says that. What's the number?",
      'Get to the point.',
      'So what does it cost me?',
      'Skip the brochure.',
    ],
    empathyReply: ['Right. Exactly.', "Yeah. That's it.", 'Good, you get it.'],
    notReady: [
      "Not yet. You haven't told me enough.",
      "Slow down. I don't know enough yet.",
      "I'm not there yet.",
      'Too early for that.',
    ],
    silence: ['Hello? You there?', "I don't have all day. Are you there?", 'Still with me?'],
    nonsense: ["Didn't catch that. Again?", 'What? Say that again.', 'Come again?'],
    abuse: ["Watch it. I'm the customer here.", "Don't talk to me like that."],
    hangUp: ["We're done. Goodbye.", "I'm hanging up. Goodbye."],
    ended: ["I said we're done.", 'This call is over.', 'Goodbye.'],
    offTopic: [
      'Not why I called. The wedding, please.',
      "Let's stick to the wedding. I'm busy.",
      'Back to the {service}, please.',
    ],
    aiProbe: [
      "What? I'm {name}. Can we talk about the wedding?",
      "I'm a busy client, that's who. Let's stay on track.",
    ],
    restate: ['Still {value}.', "{value}, that hasn't changed.", "It's {value}, nothing's changed."],
    agreedAlready: ["We're set. Send the details.", 'Already agreed. Move on.'],
    askWhen: ['Fine. When exactly?', 'Maybe. Give me a day and a time.'],
    unknown: [
      "Haven't thought about it. What do most people do?",
      "No idea yet. What's normal?",
      'Not decided. What do you recommend?',
      "Haven't looked at that. What do your couples usually do?",
    ],
    undecidedToo: [
      "That one? Not decided. What's normal?",
      "Haven't decided that part. What do most people do?",
      'The other thing, no idea yet. What do you suggest?',
      'Not sure on that one. What do you recommend?',
    ],
    otherService: [
      "That's not on my list for this call. We're talking {service}.",
      "Not today. I'm here for the {service}.",
      'Different vendor, different call. Stick to the {service}.',
    ],
    aside: [
      "That's a story for another day. Let's stick to the {service}.",
      'Not really relevant. Back to the {service}.',
      "Ha. Another time. I'm here about the {service}.",
      'Personal stuff can wait.',
    ],
    smallTalk: [
      'Busy. Fine. Let me get to it.',
      'Good, thanks. Short on time, though.',
      'Fine. Busy week.',
      'All good.',
    ],
    noMorePains: ["That's it. Nothing else.", "That's all of it. Next."],
  },
};

export const ANALYZER: Voice = {
  colourChance: 0.8,
  leads: ['To be clear', 'For the record', 'Noted', 'Precisely', 'Understood', 'Specifically'],
  lines: {
    colour: [
      'How many weddings like that have you done in the last 12 months?',
      'What exactly is included in that?',
      'Can you put that in writing with the numbers?',
      'How does that compare, line by line?',
      'What is your lead time, in weeks?',
      'What does your contract say about that?',
    ],
    painPrefix: [
      'Since you ask, one thing.',
      'There is one thing that worries me.',
      'Here is my concern, precisely.',
    ],
    deflect: [
      'I would rather see your numbers first.',
      "Nothing specific yet. I'd like your details first.",
      'I will share that once I have your terms.',
    ],
    greeting: [
      'Hello. I have 3 questions prepared.',
      'Hi. Thank you for making the time.',
      'Hello. Shall we start?',
    ],
    pitchReply: [
      'What exactly does that include, in deliverables?',
      'Can you quantify that? How many weddings, how many reviews?',
      "That's general. What are the specific numbers?",
      'Which of those are in the contract?',
      'What would that cost, itemised?',
    ],
    empathyReply: [
      "Correct. That's precisely the issue.",
      'Yes. That is an accurate summary.',
      'That is exactly it.',
    ],
    notReady: [
      "I'm not ready to commit. I still have 2 open questions.",
      'Before any next step, I need the details.',
      'Not yet. My comparison is incomplete.',
      'I need the written terms first.',
    ],
    silence: [
      'Hello? I think the line dropped.',
      'Are you still there? I have my questions ready.',
      'Hello? Can you hear me?',
    ],
    nonsense: [
      "Sorry, I didn't follow that. Could you repeat it?",
      "That didn't make sense to me. Could you rephrase?",
      'Could you say that more precisely?',
    ],
    abuse: ["That's unprofessional. I'm noting that.", "I don't appreciate that tone."],
    hangUp: [
      "I've heard enough. I'll go with another vendor. Goodbye.",
      'This is not how I expect a vendor to behave. Goodbye.',
    ],
    ended: ['I have ended the call.', 'We are done here.', 'The call is over.'],
    offTopic: [
      "That's unrelated. Can we get back to the wedding?",
      "I'd like to stay on the agenda, please.",
      'Back to the {service}, please. I have a list.',
    ],
    aiProbe: [
      "I'm {name}. I have a spreadsheet, not a script. Can we continue?",
      "Sorry? I'm {name}, the client. Let's continue.",
    ],
    restate: ['For the record: {value}.', 'Still {value}, precisely.', 'Unchanged: {value}.'],
    agreedAlready: ["We've agreed. Please send the written summary.", 'That is already confirmed.'],
    askWhen: ['Possibly. What date and time exactly?', 'What would the exact date and duration be?'],
    unknown: [
      // "a figure", "my spreadsheet", "no data" answered questions that asked for none (judged calls)
      'We have not decided that yet. What do most of your couples choose?',
      'I have not looked into that yet. What is the usual choice, and why?',
      'I have not decided that. What would you recommend, and why?',
      'We have not looked at that yet. What do most couples do?',
    ],
    undecidedToo: [
      'The second point I have not decided yet. What do most couples choose?',
      "On the other question, I don't have an answer yet. What would you recommend?",
      "That part isn't in my plan yet. What is typical?",
      'I have not looked into that one yet. What do your couples usually do?',
    ],
    otherService: [
      'That is outside this comparison. Today is about the {service}.',
      'That is a separate line item. I am only pricing the {service} with you.',
      'I will compare that separately. Can we stay with the {service}?',
    ],
    aside: [
      "That isn't really relevant to the quote, but thank you for asking.",
      "I'd rather keep this to the {service}, if that's alright.",
      "Let's keep to the agenda, if you don't mind.",
      "That's personal, and not on my list for today.",
    ],
    smallTalk: [
      'Fine, thank you. Productive.',
      'Good, thank you. I have my list ready.',
      'Well, thanks. Busy, but organised.',
      'Fine. Thanks for asking.',
    ],
    noMorePains: ['Those are all my concerns, precisely.', 'That is the complete list of my concerns.'],
  },
};
