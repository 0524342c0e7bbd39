/** Client-side checks of an upload: its type (documents and transcript exports) and its size (at most 10 MB). */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Five document types, then transcript exports (.vtt, .srt, .json) the analyzer also reads. */
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.pdf', '.doc', '.docx', '.vtt', '.srt', '.json'] as const;

const ACCEPTED_MIME_TYPES = [
  'text/plain',
  'text/markdown',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/vtt',
  'application/x-subrip',
  'application/json',
];

/** The file picker's accept attribute. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

export interface UploadProblem {
  title: string;
  description: string;
}

export const FILE_TYPE_PROBLEM: UploadProblem = {
  title: 'File Type Not Supported',
  description: 'Please upload a text file (.txt), markdown (.md), PDF, or Word document.',
};

export const FILE_SIZE_PROBLEM: UploadProblem = {
  title: 'File Too Large',
  description: 'Please upload a file smaller than 10MB.',
};

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
  if (file.size > MAX_UPLOAD_BYTES) return FILE_SIZE_PROBLEM;
  return null;
}

/** "812 B", "14.2 KB", "3.4 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
