import { describe, expect, it } from 'vitest';
import { findDocumentUploadBlocker } from './document-upload-rule.ts';

describe('document upload rule', () => {
  it('needs a study path, and the first one past new and in_review', () => {
    expect(findDocumentUploadBlocker([])).toBe('no_study_path');
    expect(findDocumentUploadBlocker([{ status: 'new' }])).toBe('under_review');
    expect(findDocumentUploadBlocker([{ status: 'in_review' }, { status: 'completed' }])).toBe(
      'under_review',
    );
    expect(findDocumentUploadBlocker([{ status: 'docs_needed' }])).toBeNull();
    expect(findDocumentUploadBlocker([{ status: 'closed' }, { status: 'new' }])).toBeNull();
  });
});
