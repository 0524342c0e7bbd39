import { useId, useRef, useState } from 'react';
import type { DragEvent, MouseEvent } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { ACCEPT_ATTRIBUTE, DOCUMENT_EXTENSIONS, RECORDING_EXTENSIONS } from '../validate-upload';

export interface DropZoneProps {
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Drag a transcript here, or use the Select File button (the keyboard path: a real button that
 * opens the hidden file input). Only the first dropped file is used.
 */
export function DropZone({ onFile, disabled = false }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onFile(event.dataTransfer?.files?.[0]);
  };

  const onZoneClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target as Element).closest('button')) openPicker();
  };

  return (
    <div
      role="group"
      aria-label="Transcript drop zone"
      aria-describedby={hintId}
      data-dragging={dragging || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      onClick={onZoneClick}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl',
        'border-2 border-dashed px-6 py-10 text-center transition-colors sm:py-14',
        dragging
          ? 'border-rose-500 bg-rose-50'
          : 'border-stone-300 bg-stone-50/60 hover:border-rose-300 hover:bg-rose-50/40',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full',
          'bg-white text-rose-700 shadow-sm ring-1 ring-rose-100',
        )}
      >
        <FileUp className="size-7" aria-hidden />
      </span>
      <div>
        <p className="font-medium text-stone-900">
          {dragging ? 'Drop your transcript to add it' : 'Drag and drop your call transcript here'}
        </p>
        <p className="mt-1 text-sm text-stone-600">or</p>
      </div>
      <Button type="button" onClick={openPicker} disabled={disabled}>
        Select File
      </Button>
      <p id={hintId} className="max-w-sm text-xs text-stone-500">
        {DOCUMENT_EXTENSIONS.join(', ')} · up to 10 MB
        <br />
        Recordings: {RECORDING_EXTENSIONS.join(', ')} · up to 200 MB and 2 hours
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        data-testid="transcript-input"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
