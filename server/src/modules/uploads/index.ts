export { registerAnalysisWorker, runAnalysis } from './analysis-worker.ts';
export { documentReaders } from './document-reader-pool.ts';
export { extractTranscriptText } from './extract-text.ts';
export { registerUploadRoutes } from './upload-routes.ts';
