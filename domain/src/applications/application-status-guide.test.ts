import { describe, expect, it } from 'vitest';
import { applicationStatusLabels, applicationStatuses } from './application-status.ts';
import {
  applicationStatusGuides,
  CHOOSE_PACKAGE_NEXT_STEPS,
  describeApplicationStatus,
  getStatusGuide,
  REVIEW_DURATION_TEXT,
  waitingOnLabel,
} from './application-status-guide.ts';

describe('the status guide', () => {
  it('has a label, a colour and a next-steps message for each of the 17 statuses', () => {
    expect(Object.keys(applicationStatusGuides)).toEqual([...applicationStatuses]);
    for (const status of applicationStatuses) {
      const guide = applicationStatusGuides[status];
      expect(guide.status).toBe(status);
      expect(guide.label).toBe(applicationStatusLabels[status]);
      expect(guide.nextSteps.length).toBeGreaterThan(20);
    }
  });

  it('gives no two statuses the same next-steps message', () => {
    const messages = applicationStatuses.map((status) => applicationStatusGuides[status].nextSteps);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("carries the spec's colours", () => {
    expect(applicationStatusGuides.pal_received.tone).toBe('success');
    expect(applicationStatusGuides.decision_made.tone).toBe('info');
    expect(applicationStatusGuides.on_hold.tone).toBe('warning');
    expect(applicationStatusGuides.refused.tone).toBe('danger');
    expect(applicationStatusGuides.send_to_dli.tone).toBe('neutral');
  });

  it('waits on nobody exactly for the terminal statuses', () => {
    const ended = applicationStatuses.filter(
      (status) => applicationStatusGuides[status].waitingOn === 'nobody',
    );
    expect(ended).toEqual(['completed', 'closed', 'withdrawn', 'refused']);
  });

  it('says whose move it is in words', () => {
    expect(waitingOnLabel(applicationStatusGuides.docs_needed.waitingOn)).toBe('You');
    expect(waitingOnLabel(applicationStatusGuides.in_review.waitingOn)).toBe('Your consultant');
    expect(waitingOnLabel(applicationStatusGuides.waiting_dli_decision.waitingOn)).toBe(
      'The institution',
    );
    expect(waitingOnLabel(applicationStatusGuides.visa_processing.waitingOn)).toBe('IRCC');
    expect(waitingOnLabel('nobody')).toBeNull();
  });

  it('gives the review time for new and in_review', () => {
    expect(REVIEW_DURATION_TEXT).toBe('24-48 hours, up to 72 for complex cases');
    expect(applicationStatusGuides.new.typicalDuration).toBe(REVIEW_DURATION_TEXT);
    expect(applicationStatusGuides.in_review.typicalDuration).toBe(REVIEW_DURATION_TEXT);
    expect(applicationStatusGuides.docs_needed.typicalDuration).toBeNull();
  });

  it('finds no guide for a legacy value or an inherited name', () => {
    for (const status of ['loa', 'submitted', '__proto__', 'constructor', 'toString']) {
      expect(getStatusGuide(status)).toBeUndefined();
    }
    expect(getStatusGuide('loa_received')?.label).toBe('LOA Received');
  });
});

describe('describeApplicationStatus', () => {
  it('asks the student to choose a package while find_program is unpaid', () => {
    const guide = describeApplicationStatus({ status: 'find_program', paymentStatus: 'unpaid' });
    expect(guide?.waitingOn).toBe('student');
    expect(guide?.nextSteps).toBe(CHOOSE_PACKAGE_NEXT_STEPS);
  });

  it('leaves the consultant searching once the package is paid', () => {
    const guide = describeApplicationStatus({ status: 'find_program', paymentStatus: 'paid' });
    expect(guide).toBe(applicationStatusGuides.find_program);
  });

  it('does not change other statuses by payment', () => {
    expect(describeApplicationStatus({ status: 'new', paymentStatus: 'unpaid' })).toBe(
      applicationStatusGuides.new,
    );
    expect(describeApplicationStatus({ status: 'visa' })).toBeUndefined();
  });
});
