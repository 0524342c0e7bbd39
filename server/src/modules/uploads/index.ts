/** The public face of the uploads module: what other modules and the app use of it. */
export { registerAnalysisWorker, runAnalysis } from './analysis-worker.ts';
export { documentReaders } from './document-reader-pool.ts';
export { extractTranscriptText } from './extract-text.ts';
export { registerUploadRoutes } from './upload-routes.ts';
