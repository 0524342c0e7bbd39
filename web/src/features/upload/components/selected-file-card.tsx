import { CheckCircle2, FileText, TriangleAlert, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { formatFileSize } from '../validate-upload';
import type { UploadStatus } from '../use-upload-flow';
import { REJECTED_INLINE, RETRY_INLINE, type UploadFailure } from '../upload-failure';

export interface SelectedFileCardProps {
  file: File;
  status: UploadStatus;
  progress: number;
  /** why the upload failed, when status is 'failure' */
  failure: UploadFailure | null;
  onRemove: () => void;
}

/** The chosen file with a remove action, the upload progress and the inline result. */
export function SelectedFileCard({ file, status, progress, failure, onRemove }: SelectedFileCardProps) {
  const busy = status === 'uploading' || status === 'success';
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-rose-50 text-rose-700">
          <FileText className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900" title={file.name}>
            {file.name}
          </p>
          <p className="text-sm text-stone-600 tabular-nums">{formatFileSize(file.size)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${file.name}`}
        >
          <X aria-hidden />
        </Button>
      </div>

      {status === 'uploading' && (
        <div className="grid grid-cols-1 gap-2">
          <p className="text-sm text-stone-700 tabular-nums" aria-live="polite">
            {progress < 100 ? `Uploading… ${progress}%` : 'Upload complete. Checking your transcript…'}
          </p>
          <Progress value={progress} aria-label="Upload progress" getValueLabel={(value) => `${value}%`} />
        </div>
      )}

      {status === 'success' && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">File uploaded successfully! Your analysis is being generated.</p>
            <p className="text-sm text-green-800">Taking you back to your dashboard…</p>
          </div>
        </div>
      )}

      {status === 'failure' && (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          {failure && !failure.retryable ? (
            <div>
              <p className="font-medium">{REJECTED_INLINE}</p>
              <p className="text-sm">{failure.message}</p>
              <p className="mt-1 text-sm text-red-800">Remove this file to choose another one.</p>
            </div>
          ) : (
            <p className="font-medium">{RETRY_INLINE}</p>
          )}
        </div>
      )}
    </div>
  );
}
