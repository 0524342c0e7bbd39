/** Gapless playback of PCM16 chunks: each chunk is an AudioBufferSourceNode scheduled right after the last. */
import { pcm16ToFloat, VOICE_SAMPLE_RATE } from './pcm';
import type { AudioSink } from './voice-client';

interface Scheduled {
  node: AudioBufferSourceNode;
  eventId: number;
}

export class PcmPlayer implements AudioSink {
  private ctx: AudioContext | null = null;
  private nextStart = 0;
  private scheduled: Scheduled[] = [];
  private muted = false;
  private gain: GainNode | null = null;
  private readonly sampleRate: number;

  constructor(sampleRate = VOICE_SAMPLE_RATE) {
    this.sampleRate = sampleRate;
  }

  /** Create/resume the context; call from a user gesture so autoplay rules allow sound. */
  unlock(): void {
    const ctx = this.context();
    if (ctx?.state === 'suspended') void ctx.resume();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.gain) this.gain.gain.value = muted ? 0 : 1;
  }

  enqueue(pcm: Int16Array, eventId: number): void {
    const ctx = this.context();
    if (!ctx || !this.gain || pcm.length === 0) return;
    const buffer = ctx.createBuffer(1, pcm.length, this.sampleRate);
    buffer.copyToChannel(pcm16ToFloat(pcm) as Float32Array<ArrayBuffer>, 0);
    const node = ctx.createBufferSource();
    node.buffer = buffer;
    node.connect(this.gain);
    const startAt = Math.max(ctx.currentTime + 0.02, this.nextStart);
    node.start(startAt);
    this.nextStart = startAt + buffer.duration;
    const entry = { node, eventId };
    this.scheduled.push(entry);
    node.onended = () => (this.scheduled = this.scheduled.filter((s) => s !== entry));
  }

  interrupt(eventId: number): void {
    const keep: Scheduled[] = [];
    for (const s of this.scheduled) {
      if (s.eventId <= eventId) stopNode(s.node);
      else keep.push(s);
    }
    this.scheduled = keep;
    if (keep.length === 0 && this.ctx) this.nextStart = this.ctx.currentTime;
  }

  stop(): void {
    for (const s of this.scheduled) stopNode(s.node);
    this.scheduled = [];
    this.nextStart = this.ctx?.currentTime ?? 0;
  }

  /** Closes once the audio already scheduled has played (a last goodbye is heard to its end). */
  closeWhenPlayed(): void {
    const left = this.ctx ? Math.max(0, this.nextStart - this.ctx.currentTime) : 0;
    setTimeout(() => this.close(), Math.ceil(left * 1000) + 50);
  }

  close(): void {
    this.stop();
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
    this.gain = null;
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    if (typeof AudioContext === 'undefined') return null;
    this.ctx = new AudioContext();
    this.gain = this.ctx.createGain();
    this.gain.gain.value = this.muted ? 0 : 1;
    this.gain.connect(this.ctx.destination);
    return this.ctx;
  }
}

function stopNode(node: AudioBufferSourceNode): void {
  try {
    node.stop();
  } catch {
    // not started yet or already stopped
  }
  node.disconnect();
}
