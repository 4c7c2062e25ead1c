// The consultant's message toasts (part 2 §8): the spec's text as the title; a failure adds the
// spec's explanation, else the server's own when it gave one.
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';

export function toastSuccess(title: string): void {
  showToast({ variant: 'success', title, message: '' });
}

export function toastFailure(title: string, message: string | null, error?: unknown): void {
  showToast({
    variant: 'destructive',
    title,
    message: message ?? refusalMessage(error) ?? '',
  });
}
