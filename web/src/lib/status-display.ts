// How a study path status reads and looks on the student side (part 1 §4).
import {
  applicationStatusLabel,
  statusTone,
  type StatusTone,
} from '@studypath/domain/applications';

const toneColors: Record<StatusTone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  danger: 'red',
  neutral: 'gray',
};

/** The spec's label; a legacy value (submitted, loa, ...) reads as its words. */
export function statusLabel(status: string): string {
  const label = applicationStatusLabel(status);
  if (label) return label;
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusColor(status: string): string {
  return toneColors[statusTone(status)];
}
