import type { AppModule } from '../../lib/app-module.ts';
import { registerAnalysisWorker } from './analysis-worker.ts';
import { startStuckAnalysisSweeper } from './stuck-analysis-sweeper.ts';
import { registerRecordingWorker } from './recording-worker.ts';
import { registerTranscriptRoutes } from './transcript-routes.ts';
import { registerUploadRoutes } from './upload-routes.ts';

export { runAnalysis } from './analysis-worker.ts';
export { documentReaders } from './document-reader-pool.ts';
export { extractTranscriptText } from './extract-text.ts';
export { UPLOAD_OPERATIONS } from './upload-operations.ts';

export const uploadsModule: AppModule = {
  name: 'uploads',
  timers: (ctx) => startStuckAnalysisSweeper(ctx),
  async workers(ctx) {
    await registerAnalysisWorker(ctx);
    await registerRecordingWorker(ctx);
  },
  async routes(app, ctx) {
    await registerUploadRoutes(app, ctx);
    registerTranscriptRoutes(app, ctx);
  },
};
