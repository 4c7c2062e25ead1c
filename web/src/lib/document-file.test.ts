import { describe, expect, it } from 'vitest';
import {
  documentMimeTypeOf,
  documentTypeLabel,
  findDocumentFileProblem,
  formatFileSize,
} from './document-file.ts';

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('document files', () => {
  it('accepts the allowed kinds, reading the name when the system declares no type', () => {
    expect(documentMimeTypeOf(fileOf('cv.PDF', 'application/pdf'))).toBe('application/pdf');
    expect(documentMimeTypeOf(fileOf('letter.docx', ''))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(documentMimeTypeOf(fileOf('scan.jpg', 'application/octet-stream'))).toBe('image/jpeg');
  });

  it('refuses another extension or a declared type that is not allowed', () => {
    expect(findDocumentFileProblem(fileOf('notes.txt', 'text/plain'), 100)).toBe('notAllowed');
    expect(findDocumentFileProblem(fileOf('page.pdf', 'text/html'), 100)).toBe('notAllowed');
    expect(findDocumentFileProblem(fileOf('photo.png', 'image/png', 101), 100)).toBe('tooLarge');
    expect(findDocumentFileProblem(fileOf('photo.png', 'image/png', 100), 100)).toBeNull();
    expect(findDocumentFileProblem(fileOf('photo.png', 'image/png', 0), 100)).toBe('empty');
  });

  it('shows sizes in KB below a megabyte and in MB from there, and short type names', () => {
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(documentTypeLabel('application/msword')).toBe('DOC');
    expect(documentTypeLabel('application/zip')).toBe('application/zip');
    expect(documentTypeLabel('toString')).toBe('toString');
  });
});
