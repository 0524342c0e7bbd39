/**
 * The memory floor of offline recognition: a bare Node process that loads one Moonshine model (as one
 * recogniser worker does) and transcribes the WAV files named in argv, then prints "ready" and idles
 * until its stdin closes. With no argument it loads nothing (the floor of Node itself).
 */
import { readFileSync } from 'node:fs';
import { loadMoonshine } from '../../server/src/providers/speech/moonshine-decoder.ts';
import { decodeWav } from '../../server/src/providers/speech/wav.ts';

const wavs = process.argv.slice(2);
if (wavs.length) {
  const model = await loadMoonshine();
  for (const file of wavs) {
    const { pcm } = decodeWav(readFileSync(file));
    const audio = new Float32Array(pcm.length);
    for (let i = 0; i < pcm.length; i++) audio[i] = pcm[i]! / 32768;
    await model.transcribe(audio);
  }
}
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
