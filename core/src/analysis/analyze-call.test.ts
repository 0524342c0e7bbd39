import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeTranscript, analyzeTranscriptText } from './analyze-call.ts';
import { parseTranscript } from './parse-transcript.ts';
import { classifyQuestion, findQuestions } from './questions.ts';
import { countWords } from './text-utils.ts';

const GOOD = [
  'Ana: Hi Sam, this is Ana from Willow Lane Photography. Congratulations on the engagement!',
  "Sam: Thanks! We're getting married next June and I'm a bit overwhelmed.",
  "Ana: I'd love to hear about the two of you first. When and where is the wedding?",
  'Sam: June 14th at Rosehill Barn, about 90 guests.',
  'Ana: Lovely. What worries you most about the photos?',
  'Sam: My fiancé hates being photographed, and my last experience with a photographer was ' +
    'awful. She barely spoke to us.',
  'Ana: When you say awful, what happened exactly?',
  'Sam: She was late, she missed the first kiss, and the photos took five months to arrive.',
  "Ana: That's a horrible experience. What matters most to you in a photographer this time?",
  'Sam: Someone calm who gets us, and natural photos.',
  'Ana: Do you have a budget in mind for photography?',
  'Sam: Around 2,500. And who decides? Me and Jo, and probably my mum.',
  "Ana: Since you mentioned Jo hates the camera, I'd suggest a short engagement walk first so " +
    'you both get comfortable. My eight-hour collection is 2,400, and the gallery arrives ' +
    "within five weeks, it's in the contract.",
  "Sam: That sounds perfect, but it's a bit over what we wanted with the album.",
  'Ana: I understand. We can split the payments into three instalments, and the album can be ' +
    'added later. Would that help?',
  'Sam: Yes, that helps a lot.',
  'Ana: Would you and Jo like to meet me for the engagement walk on Saturday at ten?',
  'Sam: Yes, Saturday at ten works. See you then!',
].join('\n');

const BAD = [
  "Rob: Yeah, Rob's Photos.",
  "Kim: Hi, I'm looking for a wedding photographer for next June.",
  "Rob: Right, so I've been doing this twelve years, I do a full day for 3,000 and I shoot on " +
    "Canon with two bodies and three lenses, and I edit everything in Lightroom, and I've got a " +
    "drone which is extra, and I do albums which are extra, and I've been published in two " +
    'magazines, and my style is classic, and I do the group shots first, and I usually arrive ' +
    'an hour before the ceremony and leave after the first dance, and the gallery takes about ' +
    "three months, sometimes four in summer because I'm very busy, and I don't really do " +
    'engagement shoots, and the deposit is half up front and non-refundable.',
  "Kim: Oh. That's quite expensive for us.",
  "Rob: That's just the price. Everyone charges that.",
  "Kim: Okay. I'll think about it.",
  'Rob: Sure, whatever. Bye.',
].join('\n');

describe('analyzeTranscript', () => {
  it('scores a strong discovery call far above a pitch monologue', () => {
    const good = analyzeTranscriptText(GOOD);
    const bad = analyzeTranscriptText(BAD);
    expect(good.overallScore - bad.overallScore).toBeGreaterThanOrEqual(35);
    expect(good.nextStep.agreed).toBe(true);
    expect(bad.nextStep.agreed).toBe(false);
    expect(bad.objections.some((o) => o.kind === 'price' && !o.addressed)).toBe(true);
    expect(good.objections.every((o) => o.addressed)).toBe(true);
    expect(bad.longestMonologue.words).toBeGreaterThan(100);
  });
  it('computes every field of the spec Report with its evidence', () => {
    const r = analyzeTranscriptText(GOOD);
    expect(r.overallScore).toBeGreaterThanOrEqual(0);
    expect(r.overallScore).toBeLessThanOrEqual(100);
    expect(r.metrics.every((m) => /^\d+\/\d+$/.test(m.score))).toBe(true);
    expect(r.strengths.every((s) => s.score >= 0 && s.score <= 10)).toBe(true);
    expect(r.improvements.every((i) => i.recommendation.length > 0)).toBe(true);
    expect(r.actionItems.length).toBeGreaterThan(0);
    expect(r.rubric.map((a) => a.id)).toEqual([
      'rapport',
      'discovery',
      'listening',
      'value',
      'adaptation',
      'close',
    ]);
    expect(
      r.rubric.flatMap((a) => a.checks).every((c) => c.weight >= 0 && c.score >= 0 && c.score <= 1),
    ).toBe(true);
    const sellerWords = r.speakers.filter((s) => s.side === 'salesperson').reduce((a, s) => a + s.words, 0);
    const allWords = r.speakers.reduce((a, s) => a + s.words, 0);
    expect(r.talkListenRatio.salesPersonPercentage).toBeCloseTo((sellerWords / allWords) * 100, 0);
    expect(
      r.questionTypes.problemFinding + r.questionTypes.criteriaFinding + r.questionTypes.clarifying,
    ).toBeGreaterThanOrEqual(4);
  });
  it('quotes buyer-type evidence from the buyer, never from the salesperson', () => {
    const r = analyzeTranscriptText(GOOD);
    const buyerText = parseTranscript(GOOD)
      .utterances.filter((u) => u.speaker === 'Sam')
      .map((u) => u.text)
      .join(' ');
    const quotes = [...r.buyerType.evidence.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/…$/, ''));
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(buyerText).toContain(q);
  });
  it('identifies a Boss from short, bottom-line language', () => {
    const r = analyzeTranscriptText(
      'Lee: Hi, Lee from Oak Hall venue here.\n' +
        'Max: I have five minutes. What is the price for a Saturday? Bottom line.\n' +
        'Lee: 9,000 for exclusive use. How many guests?\n' +
        'Max: 120. Just send me the contract.\n' +
        'Lee: Will do, today at five.\n' +
        'Max: Fine.',
    );
    expect(r.buyerTypeId).toBe('boss');
  });
});

describe('side detection', () => {
  const text =
    'Speaker 1: Hi, thanks for calling.\n' +
    'Speaker 2: Hello, this is Jo from Petal Co, returning your call about our packages.\n' +
    'Speaker 1: Oh yes, we are looking for wedding flowers.\n' +
    'Speaker 2: Wonderful, when is the wedding?';
  it('uses cues (business introduction, "our packages") without a name', () => {
    expect(analyzeTranscriptText(text).speakers.find((s) => s.side === 'salesperson')!.label).toBe(
      'Speaker 2',
    );
  });
  it('treats the account holder name matching a label as a strong cue', () => {
    const t =
      'Jo: Hi! We are so excited, what is included in your packages?\n' +
      'Ann: Thanks for calling, this is Ann from Bloom. Our packages start at 900.\n' +
      'Jo: How much is the arch?';
    expect(analyzeTranscriptText(t).speakers.find((s) => s.side === 'salesperson')!.label).toBe('Ann');
    expect(
      analyzeTranscriptText(t, '', { accountName: 'Jo Smith' }).speakers.find(
        (s) => s.side === 'salesperson',
      )!.label,
    ).toBe('Jo');
  });
  it('lets the user override the side ("Not you?") and recomputes', () => {
    const parsed = parseTranscript(text);
    const a = analyzeTranscript(parsed);
    const b = analyzeTranscript(parsed, { salespersonSpeakers: ['Speaker 1'] });
    expect(b.speakers.find((s) => s.side === 'salesperson')!.label).toBe('Speaker 1');
    expect(a.talkListenRatio.salesPersonPercentage + b.talkListenRatio.salesPersonPercentage).toBeCloseTo(
      100,
      0,
    );
  });
});

describe('questions', () => {
  it.each([
    ['What are you most worried about for the day?', 'problemFinding'],
    ['What made you start looking for a new florist?', 'problemFinding'],
    ['How do you want your guests to feel?', 'problemFinding'],
    ["What's your budget for flowers?", 'criteriaFinding'],
    ['How many guests are you expecting?', 'criteriaFinding'],
    ['Who else is involved in the decision?', 'criteriaFinding'],
    ['When is the wedding?', 'criteriaFinding'],
    ['When you say candid, what do you mean?', 'clarifying'],
    ['Can you tell me more about that?', 'clarifying'],
    ['How are you today?', 'other'],
    ['Does Thursday at six work for you?', 'other'],
    ['Would you like to come for a tasting?', 'other'],
  ])('%s → %s', (q, type) => {
    expect(classifyQuestion(q, 'We want a relaxed, candid feel with lots of flowers.')).toBe(type);
  });
  it('detects indirect questions and echo checks, only from the salesperson', () => {
    const p = parseTranscript(
      'Ana: Tell me about your venue. Walk me through the day.\n' +
        'Sam: The ceremony is outdoors, in the orchard.\n' +
        'Ana: So the ceremony is outdoors?\n' +
        'Sam: Yes. What is your price?',
    );
    const qs = findQuestions(p.utterances, new Set(['Ana']));
    expect(qs.map((q) => q.text)).toEqual([
      'Tell me about your venue.',
      'Walk me through the day.',
      'So the ceremony is outdoors?',
    ]);
    expect(qs[2]!.type).toBe('clarifying');
  });
});

describe('scale', () => {
  it('analyses a 10,000-word transcript', () => {
    const turns = parseTranscript(GOOD).utterances;
    const utterances = Array.from({ length: 45 }, () => turns).flat();
    const words = utterances.reduce((a, u) => a + countWords(u.text), 0);
    expect(words).toBeGreaterThanOrEqual(10_000);
    const r = analyzeTranscript({
      format: 'plain',
      utterances,
      speakers: ['Ana', 'Sam'],
      hasTimestamps: false,
      preamble: '',
      warnings: [],
    });
    expect(r.callMetrics.totalWords).toBe(words);
  });
});

const EVAL = join(import.meta.dirname, '../../eval');
describe.skipIf(!existsSync(join(EVAL, 'labels.json')))('labelled eval set', () => {
  it('every text transcript parses with the labelled salesperson side', () => {
    const labels = JSON.parse(readFileSync(join(EVAL, 'labels.json'), 'utf8')) as Array<{
      file: string;
      salespersonSpeakers: string[];
    }>;
    expect(labels.length).toBeGreaterThanOrEqual(24);
    expect(readdirSync(join(EVAL, 'transcripts')).length).toBe(labels.length);
    for (const l of labels.filter((x) => !x.file.endsWith('.docx'))) {
      const r = analyzeTranscriptText(readFileSync(join(EVAL, 'transcripts', l.file), 'utf8'), l.file);
      expect(
        r.speakers
          .filter((s) => s.side === 'salesperson')
          .map((s) => s.label)
          .sort(),
        l.file,
      ).toEqual([...l.salespersonSpeakers].sort());
    }
    // 66 whole analyses, each reading every salesperson turn with the conversation reader
  }, 30_000);
});
