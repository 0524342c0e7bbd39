import { toast } from '../components/ui/use-toast';
import { getErrorMessage } from './api-request';

/** Error toast with the server's message (parsed from "status: {message}") or a fallback. */
export function toastError(title: string, error: unknown, fallback: string) {
  return toast({ variant: 'destructive', title, description: getErrorMessage(error, fallback) });
}
