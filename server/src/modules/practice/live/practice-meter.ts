import { practiceTimeWarning } from '@ringready/core/usage';
import type { AppContext } from '../../../context.ts';
import { meterSession } from '../practice-service.ts';
import type { VoiceTimings } from './voice-timings.ts';

/** What a meter tick tells the conversation to do. */
export type MeterTick = 'go-on' | 'idle' | 'lost' | 'used-up' | { message: string; secondsLeft: number };

/**
 * A live practice's time: the session's stored seconds plus this connection's, recorded at every tick.
 * The salesperson idle too long, the session lost to another socket, or the plan's minutes used up end
 * the call; a warning is given once when the minutes are running out.
 */
export class PracticeMeter {
  private readonly ctx: AppContext;
  private readonly live: { sessionId: string; userId: string; socketId: string };
  private readonly timings: VoiceTimings;
  private readonly connectedAt: number;
  private readonly baseSeconds: number;
  private lastUserActivity: number;
  /** the client was warned once that the plan's minutes are running out */
  private warned = false;

  constructor(
    ctx: AppContext,
    live: { sessionId: string; userId: string; socketId: string },
    baseSeconds: number,
    timings: VoiceTimings,
  ) {
    this.ctx = ctx;
    this.live = live;
    this.timings = timings;
    this.baseSeconds = baseSeconds;
    this.connectedAt = this.lastUserActivity = ctx.now().getTime();
  }

  /** The salesperson did something (a turn, speech, activity). */
  touch(): void {
    this.lastUserActivity = this.ctx.now().getTime();
  }

  /** Stores the time used so far; resolves with the plan's seconds left (null: the socket lost the session). */
  record(): Promise<number | null> {
    const elapsed = this.baseSeconds + Math.round((this.ctx.now().getTime() - this.connectedAt) / 1000);
    return meterSession(this.ctx, this.live, elapsed);
  }

  async tick(): Promise<MeterTick> {
    if (this.ctx.now().getTime() - this.lastUserActivity > this.timings.idleMs) return 'idle';
    const left = await this.record();
    if (left === null) return 'lost';
    if (left <= 0) return 'used-up';
    if (left > this.timings.warnAtSeconds || this.warned) return 'go-on';
    this.warned = true;
    return { message: practiceTimeWarning(left), secondsLeft: Math.floor(left) };
  }
}
