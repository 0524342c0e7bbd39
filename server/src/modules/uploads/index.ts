import type { AppModule } from '../../lib/app-module.ts';
import { registerAnalysisWorker } from './analysis-worker.ts';
import { startStuckAnalysisSweeper } from './stuck-analysis-sweeper.ts';
import { registerUploadRoutes } from './upload-routes.ts';

export { runAnalysis } from './analysis-worker.ts';
export { documentReaders } from './document-reader-pool.ts';
export { extractTranscriptText } from './extract-text.ts';
export { UPLOAD_OPERATIONS } from './upload-operations.ts';

export const uploadsModule: AppModule = {
  name: 'uploads',
  timers: (ctx) => startStuckAnalysisSweeper(ctx),
  workers: registerAnalysisWorker,
  routes: registerUploadRoutes,
};
