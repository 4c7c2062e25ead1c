import { describe, expect, it } from 'vitest';
import { builtInNames } from '../../test/own-key.fixtures.ts';
import {
  applicationStatusLabel,
  applicationStatusSchema,
  applicationStatuses,
  isActiveStatus,
  isApplicationStatus,
  isTerminalStatus,
  storedApplicationStatusSchema,
  statusTone,
  timelineStates,
  timelineStatuses,
} from './application-status.ts';

describe('application status vocabulary', () => {
  it('has 17 statuses and a 13-stage timeline from new to completed', () => {
    expect(applicationStatuses).toHaveLength(17);
    expect(timelineStatuses).toHaveLength(13);
    expect(timelineStatuses[0]).toBe('new');
    expect(timelineStatuses[12]).toBe('completed');
  });

  it('marks earlier stages completed, the current one current and later ones upcoming', () => {
    const states = timelineStates('find_program');
    expect(states?.slice(0, 5)).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
      'upcoming',
    ]);
    expect(states?.filter((s) => s === 'current')).toHaveLength(1);
  });

  it('keeps closed, on_hold, withdrawn and refused off the timeline', () => {
    for (const status of ['closed', 'on_hold', 'withdrawn', 'refused']) {
      expect(timelineStates(status)).toBeNull();
    }
  });

  it('treats completed, closed, withdrawn and refused as terminal', () => {
    expect(applicationStatuses.filter(isTerminalStatus)).toEqual([
      'completed',
      'closed',
      'withdrawn',
      'refused',
    ]);
  });

  it('colours statuses as the spec says', () => {
    expect(['loa_received', 'pal_received', 'completed'].map(statusTone)).toEqual([
      'success',
      'success',
      'success',
    ]);
    expect(statusTone('decision_made')).toBe('info');
    expect(statusTone('on_hold')).toBe('warning');
    expect(['docs_needed', 'closed', 'refused'].map(statusTone)).toEqual([
      'danger',
      'danger',
      'danger',
    ]);
    expect(statusTone('new')).toBe('neutral');
  });

  it('colours the legacy loa and decision like the statuses that replaced them', () => {
    expect(statusTone('loa')).toBe('success');
    expect(statusTone('decision')).toBe('info');
    expect(statusTone('submitted')).toBe('neutral');
    expect(statusTone('visa')).toBe('neutral');
  });

  it('counts every non-terminal status as active, legacy ones too', () => {
    expect(applicationStatuses.filter(isActiveStatus)).toHaveLength(13);
    expect(isActiveStatus('on_hold')).toBe(true);
    expect(isActiveStatus('submitted')).toBe(true);
    expect(isActiveStatus('withdrawn')).toBe(false);
  });
});

describe('status schemas', () => {
  it('lets an administrator set any of the 17 statuses but no legacy one', () => {
    for (const status of applicationStatuses) {
      expect(applicationStatusSchema.parse(status)).toBe(status);
    }
    expect(applicationStatusSchema.safeParse('loa').error?.issues[0]?.message).toBe(
      'Choose one of the statuses',
    );
  });

  it('reads a stored legacy status but not an unknown one', () => {
    expect(storedApplicationStatusSchema.parse('decision')).toBe('decision');
    expect(storedApplicationStatusSchema.safeParse('archived').success).toBe(false);
  });
});

describe('status lookups keyed by a string from the server', () => {
  it("gives the spec's label of each status", () => {
    expect(applicationStatusLabel('waiting_dli_decision')).toBe('Waiting on the Decision from DLI');
    expect(applicationStatuses.every(isApplicationStatus)).toBe(true);
  });

  it('knows no legacy or unknown value', () => {
    expect(applicationStatusLabel('loa')).toBeUndefined();
    expect(isApplicationStatus('submitted')).toBe(false);
  });

  it.each(builtInNames)('does not take %s for a status', (name) => {
    expect(applicationStatusLabel(name)).toBeUndefined();
    expect(isApplicationStatus(name)).toBe(false);
  });
});
