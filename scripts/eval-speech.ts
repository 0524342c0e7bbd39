/**
 * Offline speech recognition quality: synthesises 20 things a wedding salesperson says with every flite
 * voice (and with espeak-ng voices when Debian's espeak-ng is installed: harsher, robotic speech), runs
 * them through pocketsphinx as the voice agent does, and prints the word error rate per voice.
 * Synthetic speech only: real voices on real microphones are worse (see ADR 006).
 * Run: npm run eval:speech   (pass extra pocketsphinx arguments to compare tunings, e.g. -- -maxhmmpf 30000)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFliteTts, disposeFlite, type FliteVoice } from '../server/src/providers/speech/flite-tts.ts';
import { resamplePcm16 } from '../server/src/providers/speech/pcm.ts';
import { createPocketsphinxStt } from '../server/src/providers/speech/pocketsphinx-stt.ts';
import { decodeWav } from '../server/src/providers/speech/wav.ts';
import { wordErrors } from '../server/src/providers/speech/word-error-rate.ts';

const SENTENCES = [
  'how many guests are you expecting at the wedding',
  'what date are you planning for the ceremony',
  'what worries you most about the venue',
  'who else is part of the decision',
  'tell me about your budget for photography',
  'what style of photos do you love',
  'congratulations on your engagement how did you meet',
  'would you like to book a call next week',
  'our full day package includes two photographers',
  'the price is four thousand dollars',
  'is the reception at the same place as the ceremony',
  'what matters most to your family',
  'i understand that you want to compare a few options',
  'can we schedule a time to meet in person',
  'do you have a wedding planner helping you',
  'what would make the day perfect for you',
  'we can send you a proposal by friday',
  'how long have you been engaged',
  'are your parents helping with the budget',
  'what did you not like about the last photographer you talked to',
];
const FLITE_VOICES: FliteVoice[] = ['slt', 'kal16', 'rms', 'awb'];
const ESPEAK = '/usr/bin/espeak-ng';
const ESPEAK_VOICES = ['en-us', 'en-us+m3', 'en-us+f2', 'en', 'en-us+m7'];

const stt = createPocketsphinxStt({ size: 1, args: process.argv.slice(2) });
await stt.warmUp();
const dir = mkdtempSync(join(tmpdir(), 'ringready-eval-speech-'));

async function score(
  label: string,
  speak: (text: string) => Promise<Int16Array>,
): Promise<{ errors: number; words: number }> {
  let errors = 0;
  let words = 0;
  for (const sentence of SENTENCES) {
    const stream = stt.createStream();
    stream.write(await speak(sentence));
    const heard = await stream.finish();
    stream.close();
    const e = wordErrors(sentence, heard);
    errors += e.errors;
    words += e.words;
  }
  console.info(`${label.padEnd(22)} WER ${((errors / words) * 100).toFixed(1).padStart(5)}%`);
  return { errors, words };
}

function espeak(voice: string) {
  return async (text: string) => {
    const file = join(dir, 'espeak.wav');
    execFileSync(ESPEAK, ['-v', voice, '-s', '160', '-w', file, text]);
    const { sampleRate, pcm } = decodeWav(readFileSync(file));
    return resamplePcm16(pcm, sampleRate, 16_000);
  };
}

const total = (rows: Array<{ errors: number; words: number }>) =>
  ((rows.reduce((a, r) => a + r.errors, 0) / rows.reduce((a, r) => a + r.words, 0)) * 100).toFixed(1);
try {
  console.info(
    `pocketsphinx${process.argv.length > 2 ? ` with ${process.argv.slice(2).join(' ')}` : ''}, ` +
      `${SENTENCES.length} sentences per voice`,
  );
  const flite = [];
  for (const voice of FLITE_VOICES) {
    const tts = createFliteTts({ voice });
    flite.push(await score(`flite ${voice}`, (t) => tts.synthesize(t)));
  }
  console.info(`flite, all voices       WER ${total(flite)}%`);
  if (existsSync(ESPEAK)) {
    const robotic = [];
    for (const voice of ESPEAK_VOICES) robotic.push(await score(`espeak-ng ${voice}`, espeak(voice)));
    console.info(`espeak-ng, all voices   WER ${total(robotic)}%`);
  } else {
    console.info('espeak-ng voices skipped (apt-get install espeak-ng to include them)');
  }
} finally {
  await stt.close();
  disposeFlite();
  rmSync(dir, { recursive: true, force: true });
}
