import { describe, expect, it } from 'vitest';
import { createDocumentRequestSchema, adminDocumentListQuerySchema } from './document.schema.ts';
import {
  formatKilobytes,
  hasDocumentExtension,
  STUDENT_DOCUMENT_MAX_BYTES,
} from './document-files.ts';
import { documentCategoryLabel } from './document-categories.ts';

const valid = {
  fileName: 'transcript.pdf',
  storageKey: 'documents/u/abc',
  category: 'transcript',
  mimeType: 'application/pdf',
  fileSize: 1234,
};

describe('documents', () => {
  it('accepts a registration of an allowed file up to 20 MB and refuses one byte more', () => {
    expect(createDocumentRequestSchema.safeParse(valid).success).toBe(true);
    expect(
      createDocumentRequestSchema.safeParse({ ...valid, fileSize: STUDENT_DOCUMENT_MAX_BYTES })
        .success,
    ).toBe(true);
    const over = createDocumentRequestSchema.safeParse({
      ...valid,
      fileSize: STUDENT_DOCUMENT_MAX_BYTES + 1,
    });
    expect(over.error?.issues[0]?.message).toBe('The file is larger than 20MB');
  });

  it('refuses another type, an unknown category, a blank name and extra fields', () => {
    for (const body of [
      { ...valid, mimeType: 'text/html' },
      { ...valid, category: 'selfie' },
      { ...valid, fileName: '   ' },
      { ...valid, fileName: 'a\u0000.pdf' },
      { ...valid, uploadedByAdmin: true },
    ]) {
      expect(createDocumentRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('reads the admin list query with defaults and refuses an unknown category', () => {
    expect(adminDocumentListQuerySchema.parse({})).toEqual({
      search: undefined,
      category: 'all',
      consultant: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(
      adminDocumentListQuerySchema.parse({ search: '  ', category: 'visa', page: '3' }),
    ).toMatchObject({ search: undefined, category: 'visa', page: 3 });
    expect(adminDocumentListQuerySchema.safeParse({ category: 'toString' }).success).toBe(false);
  });

  it('shows sizes in KB with two decimals and knows the allowed extensions and labels', () => {
    expect(formatKilobytes(1536)).toBe('1.50');
    expect(formatKilobytes(0)).toBe('0.00');
    expect(hasDocumentExtension('Passport.JPEG')).toBe(true);
    expect(hasDocumentExtension('script.sh')).toBe(false);
    expect(documentCategoryLabel('language_test')).toBe('Language Test Score');
    expect(documentCategoryLabel('__proto__')).toBeUndefined();
  });
});
