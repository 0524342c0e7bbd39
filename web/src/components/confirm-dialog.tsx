import { Loader2 } from 'lucide-react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  /** 'Cancel' unless the choice reads better named, e.g. 'Keep key' */
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** Asks before a change that is hard to undo; stays open (busy) until the change is done. */
export function ConfirmDialog({
  request,
  busy,
  onCancel,
}: {
  request: ConfirmRequest | null;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      {request && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{request.title}</DialogTitle>
            <DialogDescription>{request.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {request.cancelLabel ?? 'Cancel'}
            </Button>
            <Button
              variant={request.destructive ? 'destructive' : 'default'}
              onClick={request.onConfirm}
              disabled={busy}
            >
              {busy && <Loader2 className="animate-spin" aria-hidden />}
              {request.confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
