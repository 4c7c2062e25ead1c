import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AdminApplication } from './application.schema.ts';
import {
  adminApplicationListResponseSchema,
  adminApplicationSchema,
  applicationSchema,
} from './application.schema.ts';

const adminView: AdminApplication = {
  id: 'a1',
  userId: 'u1',
  status: 'find_program',
  specificProgram: null,
  fieldOfStudy: 'Law',
  programPreferences: 'PhD',
  intendedInstitutions: null,
  additionalInfo: '{}',
  adminNotes: 'Please upload your transcript.',
  closedReason: null,
  closedAt: null,
  paymentStatus: 'paid',
  packageTier: 'premium',
  packagePrice: 49_900,
  paidAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  internalNotes: 'Strong profile',
  email: 'ana@example.com',
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  phone: null,
  dateOfBirth: null,
  citizenship: null,
  country: null,
  pathway: null,
  highestEducation: null,
  currentGrade: null,
  overallAverage: null,
  englishTest: null,
  englishTestScore: null,
  standardizedTest: null,
  standardizedTestScore: null,
  guardianName: null,
  guardianEmail: null,
  guardianPhone: null,
  isMinor: false,
};

describe('study path answers', () => {
  it("never carries internal notes or the student's profile in the student's view", () => {
    const encoded = z.encode(applicationSchema, adminView);
    expect(encoded).not.toHaveProperty('internalNotes');
    expect(encoded).not.toHaveProperty('email');
    expect(encoded.adminNotes).toBe('Please upload your transcript.');
  });

  it("carries internal notes and the student's name and e-mail in the admin's view", () => {
    expect(z.encode(adminApplicationSchema, adminView)).toMatchObject({
      internalNotes: 'Strong profile',
      email: 'ana@example.com',
      legalFirstName: 'Ana',
    });
  });

  it('encodes a page of the admin list with only the table fields', () => {
    const page = z.encode(adminApplicationListResponseSchema, {
      items: [{ ...adminView, consultantId: null, consultantName: null }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(page.items[0]).not.toHaveProperty('internalNotes');
    expect(page.items[0]).toMatchObject({ email: 'ana@example.com', fieldOfStudy: 'Law' });
  });

  it('refuses a status, payment status or tier outside the vocabulary', () => {
    expect(applicationSchema.safeParse({ ...adminView, status: 'archived' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...adminView, paymentStatus: 'pending' }).success).toBe(
      false,
    );
    expect(applicationSchema.safeParse({ ...adminView, packageTier: 'gold' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...adminView, status: 'loa' }).success).toBe(true);
  });
});
