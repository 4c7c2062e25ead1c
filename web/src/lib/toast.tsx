// Toasts as the spec knows them (part 1 §8): a title, a text, and "destructive" in red for
// failures. One is visible at a time; a new toast replaces the current one instead of queueing.
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { requestToastHost } from './toast-host.ts';

export type ToastVariant = 'success' | 'destructive' | 'info';

const looks = {
  success: { color: 'green', icon: <IconCheck size={18} /> },
  destructive: { color: 'red', icon: <IconAlertCircle size={18} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={18} /> },
} as const;

export function showToast({
  title,
  message,
  variant = 'info',
}: {
  title: string;
  /** Text, or text with a link (the signed-out toast's 'Sign in'). */
  message: ReactNode;
  variant?: ToastVariant;
}): void {
  requestToastHost();
  notifications.clean();
  notifications.show({ title, message, withBorder: true, ...looks[variant] });
}
