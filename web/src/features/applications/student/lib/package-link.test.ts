import type { ApplicationStatus, PackageTier } from '@studypath/domain/applications';
import { describe, expect, it } from 'vitest';
import { packageLinkFor } from './package-link.ts';

const path = (
  status: ApplicationStatus,
  paymentStatus: 'paid' | 'unpaid',
  packageTier: PackageTier | null = null,
) => ({ status, paymentStatus, packageTier });

describe('packageLinkFor', () => {
  it('offers an upgrade on a paid path below the highest package', () => {
    expect(packageLinkFor(path('waiting_dli_decision', 'paid', 'basic'))).toBe('upgrade');
    expect(packageLinkFor(path('on_hold', 'paid', 'premium'))).toBe('upgrade');
  });

  it('offers no upgrade above ultimate, nor on a finished path', () => {
    expect(packageLinkFor(path('find_program', 'paid', 'ultimate'))).toBeNull();
    expect(packageLinkFor(path('completed', 'paid', 'basic'))).toBeNull();
    expect(packageLinkFor(path('closed', 'paid', 'basic'))).toBeNull();
  });

  it('offers to choose a package on an unpaid path from find_program on', () => {
    expect(packageLinkFor(path('find_program', 'unpaid'))).toBe('choose');
    expect(packageLinkFor(path('loa_received', 'unpaid'))).toBe('choose');
  });

  it('not before the consultant has reviewed the path, nor once it is finished', () => {
    for (const status of ['new', 'in_review', 'docs_needed', 'refused', 'withdrawn'] as const) {
      expect(packageLinkFor(path(status, 'unpaid'))).toBeNull();
    }
  });
});
