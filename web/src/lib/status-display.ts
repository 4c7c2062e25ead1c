// How a study path status reads and looks on the student side (part 1 §4).
import {
  applicationStatusLabel,
  statusTone,
  type ApplicationStatus,
  type StatusTone,
} from '@studypath/domain/applications';
import { i18n } from './i18n.ts';

const toneColors: Record<StatusTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  danger: 'red',
  neutral: 'gray',
};

/**
 * The status's label in the reader's language (the statuses namespace; English is the spec's); a
 * legacy value (submitted, loa, ...) reads as its words.
 */
export function statusLabel(status: string): string {
  if (applicationStatusLabel(status)) {
    return i18n.t(`labels.${status as ApplicationStatus}`, { ns: 'statuses' });
  }
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusColor(status: string): string {
  return toneColors[statusTone(status)];
}
