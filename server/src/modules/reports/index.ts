export { registerReportExportRoutes } from './report-export-routes.ts';
export { completeAnalysis, polishProse, settleFailedAttempt } from './report-pipeline.ts';
export { findAnalysisInput, saveReport } from './report-repository.ts';
export { requeueOrphanedReports } from './report-requeue.ts';
export { registerReportRoutes } from './report-routes.ts';
