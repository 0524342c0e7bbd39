/**
 * Microphone capture: getUserMedia with the browser's echo cancellation, noise suppression and gain
 * control, an AudioWorklet collecting frames, and a main-thread downsampler to 16 kHz PCM16 base64.
 */
// no-inline: a data: URL would be refused by the server's CSP (script-src 'self')
import workletUrl from './capture-worklet.js?url&no-inline';
import { Downsampler, pcm16ToBase64 } from './pcm';

export const MIC_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
};

export interface MicCapture {
  setMuted(muted: boolean): void;
  stop(): void;
}

export class MicrophoneDeniedError extends Error {
  constructor(cause?: unknown) {
    super('Please allow microphone access to use voice conversation', { cause });
    this.name = 'MicrophoneDeniedError';
  }
}

/** Starts capturing; `onChunk` receives base64 PCM16 16 kHz mono. Rejects with MicrophoneDeniedError. */
export async function startMicCapture(onChunk: (base64: string) => void): Promise<MicCapture> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined')
    throw new MicrophoneDeniedError();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(MIC_CONSTRAINTS);
  } catch (err) {
    throw new MicrophoneDeniedError(err);
  }
  const ctx = new AudioContext();
  try {
    await ctx.audioWorklet.addModule(workletUrl);
  } catch (err) {
    stream.getTracks().forEach((t) => t.stop());
    void ctx.close();
    throw err;
  }
  const source = ctx.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(ctx, 'ringready-capture');
  const downsampler = new Downsampler(ctx.sampleRate);
  let muted = false;
  node.port.onmessage = (ev: MessageEvent<Float32Array>) => {
    const pcm = downsampler.process(muted ? new Float32Array(ev.data.length) : ev.data);
    if (pcm.length) onChunk(pcm16ToBase64(pcm));
  };
  source.connect(node);
  // keep the graph pulled without making the microphone audible
  const silent = ctx.createGain();
  silent.gain.value = 0;
  node.connect(silent).connect(ctx.destination);
  if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
  return {
    setMuted(value) {
      muted = value;
      stream.getAudioTracks().forEach((t) => (t.enabled = !value));
    },
    stop() {
      node.port.onmessage = null;
      source.disconnect();
      node.disconnect();
      stream.getTracks().forEach((t) => t.stop());
      void ctx.close().catch(() => undefined);
    },
  };
}
