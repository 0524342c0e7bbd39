import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/**
 * Renders the toast store. The toast body is its own live region (alert for errors, status
 * otherwise) and is excluded from Radix's separate announcer element, so each toast's text exists
 * once in the DOM (no duplicate matches for text queries) and is still announced.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, interaction: _interaction, ...props }) => (
        <Toast key={id} {...props}>
          <div
            role={props.variant === 'destructive' ? 'alert' : 'status'}
            aria-atomic="true"
            data-radix-toast-announce-exclude=""
            className="grid grid-cols-1 gap-1"
          >
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
