// The consultant's document toasts (part 2 §8).
import { showToast } from '../../../../lib/toast.tsx';

export function toastSuccess(title: string): void {
  showToast({ variant: 'success', title, message: '' });
}

export function toastFailure(title: string, message: string): void {
  showToast({ variant: 'destructive', title, message });
}
