// The admin's toasts (part 2 §8): the spec's text as the title; a failure adds the server's own
// explanation when it gave one (a 409 says why the change was refused).
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';

export function toastSuccess(title: string): void {
  showToast({ variant: 'success', title, message: '' });
}

export function toastFailure(title: string, error: unknown): void {
  showToast({ variant: 'destructive', title, message: refusalMessage(error) ?? '' });
}
