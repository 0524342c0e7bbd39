export { startDroppedSessionSweeper } from './live/dropped-session-sweeper.ts';
export type { VoiceTimings } from './live/voice-conversation.ts';
export { registerVoiceSocket } from './live/voice-socket.ts';
export { practiceTranscript, registerPracticeReportWorker } from './practice-report-worker.ts';
export { listMessages } from './practice-repository.ts';
export { registerPracticeRoutes } from './practice-routes.ts';
