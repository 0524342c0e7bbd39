import type { AppModule } from '../../lib/app-module.ts';
import type { SpeechEngine } from '../../providers/speech/speech-ports.ts';
import { startDroppedSessionSweeper } from './live/dropped-session-sweeper.ts';
import type { VoiceTimings } from './live/voice-conversation.ts';
import { registerVoiceSocket } from './live/voice-socket.ts';
import { registerPracticeReportWorker } from './practice-report-worker.ts';
import { registerPracticeRoutes } from './practice-routes.ts';

export type { VoiceTimings } from './live/voice-conversation.ts';
export { PRACTICE_INTERNAL_ROUTES } from './practice-operations.ts';
export { practiceTranscript } from './practice-report-worker.ts';
export { listMessages } from './practice-repository.ts';
export { SIGNED_OUT } from './live/voice-socket.ts';

/**
 * The practice module with the app's speech engine (null: voice input is off) and, in tests, the voice
 * call's timings.
 */
export const practiceModule = (speech: SpeechEngine | null, timings?: VoiceTimings): AppModule => ({
  name: 'practice',
  timers: (ctx) => startDroppedSessionSweeper(ctx),
  workers: registerPracticeReportWorker,
  async routes(app, ctx) {
    registerPracticeRoutes(app, ctx);
    await registerVoiceSocket(app, ctx, speech, timings);
  },
});
