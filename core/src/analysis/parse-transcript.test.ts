import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './analyze-call.ts';
import { parseTranscript } from './parse-transcript.ts';
import { TranscriptError } from './transcript-error.ts';

const speakersOf = (text: string, name = '') => parseTranscript(text, name).speakers;

describe('parseTranscript formats', () => {
  it('plain Name: text with a metadata header and an end marker', () => {
    const p = parseTranscript(
      'Date: May 2\nDuration: 20 min\n\nAnna: Hi, this is Anna from Bloom.\nBen: Hello Anna.\n' +
        'Anna: When is the wedding?\n[END OF TRANSCRIPT]\nNotes: great call',
    );
    expect(p.speakers).toEqual(['Anna', 'Ben']);
    expect(p.utterances).toHaveLength(3);
    expect(p.format).toBe('plain');
  });
  it('markdown **Name:** and **NAME**: with an analysis section after', () => {
    expect(
      speakersOf(
        '**Anna:** Hi there.\n\n**Ben:** Hello.\n\n**Anna:** Shall we start?\n\n' +
          '## Analysis\n**Score**: 5\n**Score**: 6',
      ),
    ).toEqual(['Anna', 'Ben']);
    const p = parseTranscript('**REP**: Hi.\n**PROSPECT**: Hello.\n**REP**: How are you?');
    expect(p.format).toBe('markdown');
    expect(p.speakers).toEqual(['REP', 'PROSPECT']);
  });
  it('Speaker N labels', () => {
    const p = parseTranscript('Speaker 1: Hi.\nSpeaker 2: Hello.\nSpeaker 1: Great.');
    expect(p.format).toBe('speaker-numbered');
    expect(p.speakers).toEqual(['Speaker 1', 'Speaker 2']);
  });
  it('bracketed timestamps with wrapped continuation lines and SYSTEM rows', () => {
    const p = parseTranscript(
      '[00:00:00] SYSTEM: Call connected.\n[00:00:03] AGENT: Thanks for calling.\nHow can I help?\n' +
        '[00:00:09] CUSTOMER: Hi, I need flowers.',
    );
    expect(p.speakers).toEqual(['AGENT', 'CUSTOMER']);
    expect(p.utterances[0]!.text).toBe('Thanks for calling. How can I help?');
    expect(p.hasTimestamps).toBe(true);
  });
  it('WebVTT voice tags, merged cues', () => {
    const p = parseTranscript(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\n<v Anna Lee>Hello there,</v>\n\n2\n' +
        '00:00:03.000 --> 00:00:04.000\n<v Anna Lee>how are you?</v>\n\n3\n' +
        '00:00:05.000 --> 00:00:06.000\n<v Ben>Good!</v>\n',
      'call.vtt',
    );
    expect(p.format).toBe('vtt');
    expect(p.utterances).toEqual([
      { speaker: 'Anna Lee', text: 'Hello there, how are you?', start: 0, end: 3 },
      { speaker: 'Ben', text: 'Good!', start: 4, end: 5 },
    ]);
  });
  it('SRT with Name: payloads', () => {
    const p = parseTranscript(
      '1\n00:00:01,000 --> 00:00:02,500\nAnna: Hi Ben.\n\n2\n00:00:03,000 --> 00:00:04,000\nBen: Hi Anna.\n',
      'call.srt',
    );
    expect(p.format).toBe('srt');
    expect(p.speakers).toEqual(['Anna', 'Ben']);
  });
  it('Otter (Name  0:03 then paragraph) and Zoom ([Name] 10:02:33)', () => {
    const otter = parseTranscript(
      'Anna Lee  0:03\nHi Ben, thanks for calling.\n\nBen  0:09\nHappy to.\n\nTranscribed by https://otter.ai',
    );
    expect(otter.format).toBe('otter');
    expect(otter.utterances[1]).toMatchObject({ speaker: 'Ben', text: 'Happy to.', start: 6 });
    const zoom = parseTranscript('[Anna] 10:02:33\nHi Ben.\n\n[Ben] 10:02:40\nHello.');
    expect(zoom.format).toBe('zoom');
    expect(zoom.utterances[1]!.start).toBe(7);
    expect(speakersOf('10:02:33 Anna: Hi.\n10:02:35 Ben: Hello.')).toEqual(['Anna', 'Ben']);
  });
  it('diarized JSON: AWS Transcribe, Deepgram, AssemblyAI, Whisper, generic arrays', () => {
    const aws = {
      results: {
        speaker_labels: {
          segments: [
            { speaker_label: 'spk_0', start_time: '0.0', end_time: '1.0' },
            { speaker_label: 'spk_1', start_time: '1.1', end_time: '2.0' },
          ],
        },
        items: [
          { start_time: '0.1', end_time: '0.5', alternatives: [{ content: 'Hello' }], type: 'pronunciation' },
          { alternatives: [{ content: '.' }], type: 'punctuation' },
          { start_time: '1.2', end_time: '1.5', alternatives: [{ content: 'Hi' }], type: 'pronunciation' },
        ],
      },
    };
    expect(parseTranscript(JSON.stringify(aws)).utterances.map((u) => `${u.speaker}:${u.text}`)).toEqual([
      'spk_0:Hello.',
      'spk_1:Hi',
    ]);
    const dg = {
      results: {
        utterances: [
          { start: 0, end: 1, transcript: 'Hi.', speaker: 0 },
          { start: 1, end: 2, transcript: 'Hello.', speaker: 1 },
        ],
      },
    };
    expect(speakersOf(JSON.stringify(dg))).toEqual(['Speaker 0', 'Speaker 1']);
    const aai = {
      utterances: [
        { speaker: 'A', text: 'Hi.', start: 250, end: 30_000 },
        { speaker: 'B', text: 'Hello.', start: 31_000, end: 32_000 },
      ],
    };
    expect(parseTranscript(JSON.stringify(aai)).utterances[1]!.start).toBeCloseTo(30.75);
    const whisper = {
      segments: [
        { start: 0, end: 1, text: ' Hi.', speaker: 'SPEAKER_00' },
        { start: 1, end: 2, text: ' Yo.', speaker: 'SPEAKER_01' },
      ],
    };
    expect(speakersOf(JSON.stringify(whisper))).toEqual(['SPEAKER_00', 'SPEAKER_01']);
    expect(
      speakersOf(
        JSON.stringify([
          { speaker: 'System', text: 'Call started' },
          { speaker: 'A', text: 'Hi' },
          { speaker: 'B', text: 'Yo' },
        ]),
      ),
    ).toEqual(['A', 'B']);
  });
  it('CSV of utterances and CSV with whole conversations in a cell', () => {
    expect(
      speakersOf(
        'id,timestamp,text,speaker\n1,00:01,"Hi, there.",agent\n1,00:05,Hello.,prospect\n1,00:07,hmm,unknown',
        'a.csv',
      ),
    ).toEqual(['agent', 'prospect']);
    expect(
      speakersOf('"Id","TranscriptText"\n"1","""Jo: Hi. Al: Hello. Jo: How are you? Al: Fine."""', 'b.csv'),
    ).toEqual(['Jo', 'Al']);
  });
});

describe('parseTranscript errors', () => {
  const code = (text: string, name = '') => {
    try {
      parseTranscript(text, name);
    } catch (e) {
      expect(e).toBeInstanceOf(TranscriptError);
      return (e as TranscriptError).code;
    }
    return 'none';
  };
  it('gives typed, user-facing errors', () => {
    expect(code('   \n ')).toBe('empty');
    expect(code('PK\u0003\u0004\u0000\u0000binary\u0001\u0002')).toBe('not-text');
    expect(code('Just some notes about a wedding, no dialogue at all.')).toBe('no-dialogue');
    expect(code('Anna: Hello.\nAnna: Anyone there?')).toBe('single-speaker');
    expect(code('{"foo": 1}', 'x.json')).toBe('no-dialogue');
    expect(new TranscriptError('no-dialogue').userMessage).toBe(
      "We couldn't find a conversation between two speakers in this file.",
    );
  });
});

const SAMPLES = join(import.meta.dirname, '../../../../shared/samples/transcripts');
const SELLERS: Record<string, string[] | null> = {
  'roadchimp_bigid_call1_discovery.md': ['REP'],
  'roadchimp_bigid_call2_demo.md': ['REP'],
  'roadchimp_bigid_call3_negotiation.md': ['REP'],
  'hiring-hackathon_dynamodb_export_transcripts.csv': ['Jason'],
  'tribeai_discovery_call_01.md': ['Marcus'],
  'recursive-llm-ts_longCallTranscript_renewal_risk.txt': ['Sarah'],
  'sales-call-analysis-microservice_sample_call_analysis.md': ['Sarah'],
  'seedley_deepgram_paragraphs_coldcall.json': ['Speaker 0'],
  'deepgram_nova3_premier_phone_cancellation_call.json': ['Speaker 0'],
  'gongantigravity_sample_call.vtt': ['Sales Rep'],
  'call-analytics-dashboard_ccai_turns_bank_call.json': ['Agent'],
  'call-analytics-dashboard_agent_customer_array.json': ['Agent'],
  'revopsvault_sample_discovery_call.md': ['David'],
  'proposal-assistant_long_multiparty_discovery_TRIMMED.md': ['Amanda', 'Lisa', 'Robert'],
  'egmat_real_consultation_call88_utterances.csv': ['agent'],
  'neo4j-call-transcripts_C030_chat_messages.json': ['representative'],
  'premai_positive_too_expensive.txt': ['Sales Rep'],
  'procai_call5_plan_upgrade.md': ['AGENT'],
  'brd1_requirements_call_malformed.vtt': null,
  'FORMATONLY_teams_guid_speakers_internal_meeting.vtt': null,
};

describe.skipIf(!existsSync(SAMPLES))('third-party sample transcripts', () => {
  const files = existsSync(SAMPLES) ? readdirSync(SAMPLES).filter((f) => f !== 'SOURCES.md') : [];
  it('knows every sample file', () => {
    expect(files.filter((f) => !(f in SELLERS))).toEqual([]);
  });
  it.each(files)('%s parses into ≥ 2 speakers with the right seller side', (file) => {
    const parsed = parseTranscript(readFileSync(join(SAMPLES, file), 'utf8'), file);
    expect(parsed.speakers.length).toBeGreaterThanOrEqual(2);
    expect(parsed.utterances.every((u) => u.text.length > 0 && !/^\*\*|END OF TRANSCRIPT/.test(u.text))).toBe(
      true,
    );
    const report = analyzeTranscript(parsed);
    const expected = SELLERS[file];
    if (expected)
      expect(
        report.speakers
          .filter((s) => s.side === 'salesperson')
          .map((s) => s.label)
          .sort(),
      ).toEqual(expected);
    expect(report.overallScore).toBeGreaterThanOrEqual(0);
  });
  it('leaves out the analysis sections around the dialogue', () => {
    const p = parseTranscript(
      readFileSync(join(SAMPLES, 'sales-call-analysis-microservice_sample_call_analysis.md'), 'utf8'),
    );
    expect(p.speakers).toEqual(['Sarah', 'Mike']);
    expect(p.utterances.some((u) => /Coachable|Confidence Score/.test(u.text))).toBe(false);
    const r = parseTranscript(readFileSync(join(SAMPLES, 'roadchimp_bigid_call1_discovery.md'), 'utf8'));
    expect(r.utterances.some((u) => /Key Insights|Pain Points/.test(u.text))).toBe(false);
  });
});
