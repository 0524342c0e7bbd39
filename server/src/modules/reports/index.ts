import type { AppModule } from '../../lib/app-module.ts';
import { analysisThreads } from './analysis-thread.ts';
import { registerReportExportRoutes } from './report-export-routes.ts';
import { registerReportRoutes } from './report-routes.ts';

export { analysisThreads } from './analysis-thread.ts';
export { REPORT_OPERATIONS } from './report-operations.ts';
export { completeAnalysis, polishProse, RETRIES_EXHAUSTED, settleFailedAttempt } from './report-pipeline.ts';
export { findAnalysisInput, saveReport } from './report-repository.ts';
export { failAbandonedReports, requeueOrphanedReports } from './report-requeue.ts';

export const reportsModule: AppModule = {
  name: 'reports',
  routes(app, ctx) {
    app.addHook('onClose', () => analysisThreads.close());
    registerReportRoutes(app, ctx);
    registerReportExportRoutes(app, ctx);
  },
};
