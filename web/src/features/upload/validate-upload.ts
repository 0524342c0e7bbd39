/**
 * Client-side checks of an upload: its type (documents, transcript exports, recordings) and its size (at most
 * 10 MB for a document, 200 MB for a recording). The server checks a recording by its content again.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_RECORDING_BYTES = 200 * 1024 * 1024;

/** Five document types, then transcript exports (.vtt, .srt, .json) the analyzer also reads. */
export const DOCUMENT_EXTENSIONS = ['.txt', '.md', '.pdf', '.doc', '.docx', '.vtt', '.srt', '.json'] as const;

/** Recordings of a call (audio, or video with an audio track), transcribed on the server. */
export const RECORDING_EXTENSIONS = ['.mp3', '.m4a', '.wav', '.mp4', '.mov', '.webm', '.ogg'] as const;

export const ACCEPTED_EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...RECORDING_EXTENSIONS] as const;

const ACCEPTED_MIME_TYPES = [
  'text/plain',
  'text/markdown',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/vtt',
  'application/x-subrip',
  'application/json',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/wav',
  'audio/x-wav',
  'audio/ogg',
  'audio/webm',
  'video/mp4',
  'video/quicktime',
  'video/webm',
];

/** The file picker's accept attribute. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

export interface UploadProblem {
  title: string;
  description: string;
}

export const FILE_TYPE_PROBLEM: UploadProblem = {
  title: 'File Type Not Supported',
  // the product's wording of this refusal; the picker's hint and the page list the recordings too
  description: 'Please upload a text file (.txt), markdown (.md), PDF, or Word document.',
};

export const FILE_SIZE_PROBLEM: UploadProblem = {
  title: 'File Too Large',
  description: 'Please upload a file smaller than 10MB.',
};

export const RECORDING_SIZE_PROBLEM: UploadProblem = {
  title: 'File Too Large',
  description: 'Please upload a recording smaller than 200MB.',
};

export function isRecordingFile(file: Pick<File, 'name'>): boolean {
  return (RECORDING_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAcceptedFileType(file: Pick<File, 'name'>): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
}

/** null when the file may be uploaded, else the refusal's toast title and text. */
export function validateTranscriptFile(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (!isAcceptedFileType(file)) return FILE_TYPE_PROBLEM;
  if (isRecordingFile(file)) return file.size > MAX_RECORDING_BYTES ? RECORDING_SIZE_PROBLEM : null;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_SIZE_PROBLEM;
  return null;
}

/** "812 B", "14.2 KB", "3.4 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
