import { Loader2 } from 'lucide-react';
import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';

interface DialogFormFooterProps {
  /** the server's refusal, shown above the buttons */
  error?: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a form in a dialog: the server's refusal, then Cancel and the submit button (spinning while pending). */
export function DialogFormFooter({ error, pending, submitLabel, onCancel }: DialogFormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
