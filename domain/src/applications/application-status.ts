// The study path status vocabulary (part 1 §4, part 2 §4): 17 statuses, the 13-stage timeline,
// the terminal ones that put a path under Completed, and badge colours.
import { z } from 'zod';
import { isOwnKey, ownValue } from '../input/own-key.ts';

export const applicationStatuses = [
  'new',
  'in_review',
  'docs_needed',
  'find_program',
  'send_to_dli',
  'waiting_dli_decision',
  'loa_received',
  'pal_received',
  'apply_visa',
  'visa_processing',
  'decision_made',
  'pre_departure',
  'completed',
  'closed',
  'on_hold',
  'withdrawn',
  'refused',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** A status an administrator may set (any of the 17, in any order: part 2 §4). */
export const applicationStatusSchema = z.enum(applicationStatuses, {
  error: 'Choose one of the statuses',
});

/** Older values that may still be stored; they get a badge colour but are never set anew. */
export const legacyApplicationStatuses = ['submitted', 'loa', 'visa', 'decision'] as const;
export type LegacyApplicationStatus = (typeof legacyApplicationStatuses)[number];

/** A status as stored and answered by the API: one of the 17 or a legacy value. */
export const storedApplicationStatusSchema = z.enum([
  ...applicationStatuses,
  ...legacyApplicationStatuses,
]);
export type StoredApplicationStatus = z.infer<typeof storedApplicationStatusSchema>;

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  in_review: 'In Review',
  docs_needed: 'Documents Needed',
  find_program: 'Find the Program',
  send_to_dli: 'Send Application to DLI',
  waiting_dli_decision: 'Waiting on the Decision from DLI',
  loa_received: 'LOA Received',
  pal_received: 'PAL Received',
  apply_visa: 'Apply for a Visa',
  visa_processing: 'Visa Processing',
  decision_made: 'Decision Made',
  pre_departure: 'Pre-Departure',
  completed: 'Completed',
  closed: 'Closed',
  on_hold: 'On Hold',
  withdrawn: 'Withdrawn',
  refused: 'Refused',
};

/** Whether a status from the server is one of the 17 (an own key, never an inherited name). */
export function isApplicationStatus(status: string): status is ApplicationStatus {
  return isOwnKey(applicationStatusLabels, status);
}

/** The spec's label of a status; undefined for a legacy or unknown value. */
export function applicationStatusLabel(status: string): string | undefined {
  return ownValue(applicationStatusLabels, status);
}

/** The dashboard timeline: the first thirteen statuses, new through completed, in order. */
export const timelineStatuses = applicationStatuses.slice(0, 13) as readonly ApplicationStatus[];

export const terminalApplicationStatuses = ['completed', 'closed', 'withdrawn', 'refused'] as const;

export type TerminalApplicationStatus = (typeof terminalApplicationStatuses)[number];

/** Terminal paths are listed under Completed; every other status, legacy ones too, is active. */
export function isTerminalStatus(status: string): status is TerminalApplicationStatus {
  return (terminalApplicationStatuses as readonly string[]).includes(status);
}

export function isActiveStatus(status: string): boolean {
  return !isTerminalStatus(status);
}

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * The badge colour: green 'success', blue 'info', yellow 'warning', destructive 'danger'. The spec
 * says legacy values are coloured without naming colours; loa and decision take the colour of
 * the status that replaced them (loa_received, decision_made), the others stay neutral.
 */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'loa_received':
    case 'pal_received':
    case 'completed':
    case 'loa':
      return 'success';
    case 'decision_made':
    case 'decision':
      return 'info';
    case 'on_hold':
      return 'warning';
    case 'docs_needed':
    case 'closed':
    case 'refused':
      return 'danger';
    default:
      return 'neutral';
  }
}

export type TimelineStageState = 'completed' | 'current' | 'upcoming';

/** Where each timeline stage stands for a path in `status`; off-timeline statuses give null. */
export function timelineStates(status: string): TimelineStageState[] | null {
  const index = timelineStatuses.indexOf(status as ApplicationStatus);
  if (index === -1) return null;
  return timelineStatuses.map((_, i) =>
    i < index ? 'completed' : i === index ? 'current' : 'upcoming',
  );
}
