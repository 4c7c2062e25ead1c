import { describe, expect, it } from 'vitest';
import {
  attachProgramRequestSchema,
  createProgramRequestSchema,
  updateProgramRequestSchema,
  webUrlSchema,
} from './program-requests.schema.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

const program = { title: 'Computer Programming', programLink: 'https://example.ca/programs/cp' };

describe('program form', () => {
  it('needs a title and a link; stores the optional fields left out or empty as null', () => {
    expect(
      createProgramRequestSchema.parse({ ...program, location: '  ', tuition: '$18,000' }),
    ).toEqual({
      ...program,
      institution: null,
      location: null,
      duration: null,
      tuition: '$18,000',
      intakeDate: null,
      description: null,
      requirements: null,
      imageUrl: null,
    });
  });

  it("says 'Program title is required' for a missing or blank title", () => {
    for (const title of [undefined, '', '   ']) {
      expect(messages(createProgramRequestSchema.safeParse({ ...program, title }))).toEqual([
        'Program title is required',
      ]);
    }
  });

  it("says 'Must be a valid URL' for a link that is not a public web address", () => {
    for (const programLink of [
      undefined,
      '',
      'javascript:alert(1)',
      'ftp://example.ca/file',
      'http://localhost:3000',
      'http://192.168.0.1/admin',
      'https://exa mple.ca',
      // Completed with https:// and still refused: not a public domain name.
      'localhost:3000',
      '192.168.0.1/admin',
      'exa mple.ca',
    ]) {
      expect(messages(createProgramRequestSchema.safeParse({ ...program, programLink }))).toEqual([
        'Must be a valid URL',
      ]);
    }
    expect(webUrlSchema.parse(' http://college.example.ca/a?b=c ')).toBe(
      'http://college.example.ca/a?b=c',
    );
  });

  it('completes a link typed without a scheme with https://', () => {
    expect(
      createProgramRequestSchema.parse({ ...program, programLink: 'example.ca' }),
    ).toMatchObject({ programLink: 'https://example.ca' });
    expect(webUrlSchema.parse(' www.college.ca/programs/nursing?intake=fall ')).toBe(
      'https://www.college.ca/programs/nursing?intake=fall',
    );
    expect(webUrlSchema.parse('college.ca:8443/apply')).toBe('https://college.ca:8443/apply');
    expect(webUrlSchema.parse('//college.ca/a')).toBe('https://college.ca/a');
    // A link that names its scheme keeps it.
    expect(webUrlSchema.parse('http://college.ca')).toBe('http://college.ca');
    expect(updateProgramRequestSchema.parse({ programLink: 'college.ca/new' }).programLink).toBe(
      'https://college.ca/new',
    );
  });

  it('takes an image from the upload (a path here) or a web address, nothing else', () => {
    const withImage = (imageUrl: string) =>
      createProgramRequestSchema.safeParse({ ...program, imageUrl });
    expect(withImage('/api/objects/program-images/abc.png').success).toBe(true);
    expect(withImage('https://cdn.example.ca/a.png').success).toBe(true);
    for (const imageUrl of [
      '//evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ]) {
      expect(withImage(imageUrl).success).toBe(false);
    }
  });

  it('keeps line breaks in the description and refuses control characters', () => {
    expect(
      createProgramRequestSchema.parse({ ...program, description: 'Line 1\r\nLine 2' }).description,
    ).toBe('Line 1\nLine 2');
    expect(createProgramRequestSchema.safeParse({ ...program, location: 'a\u0007' }).success).toBe(
      false,
    );
  });

  it('refuses unknown fields', () => {
    expect(createProgramRequestSchema.safeParse({ ...program, id: 'x' }).success).toBe(false);
  });
});

describe('program edit', () => {
  it('changes only the fields sent and clears an optional one sent empty', () => {
    expect(updateProgramRequestSchema.parse({ tuition: '', title: 'New title' })).toEqual({
      tuition: null,
      title: 'New title',
    });
  });

  it('cannot clear the title or the link, and needs some change', () => {
    expect(updateProgramRequestSchema.safeParse({ title: '' }).success).toBe(false);
    expect(updateProgramRequestSchema.safeParse({ programLink: null }).success).toBe(false);
    expect(messages(updateProgramRequestSchema.safeParse({}))).toEqual(['Nothing to update']);
  });
});

describe('attach program', () => {
  const programId = '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10';

  it('takes a program id and optional notes', () => {
    expect(attachProgramRequestSchema.parse({ programId, notes: ' Good fit ' })).toEqual({
      programId,
      notes: 'Good fit',
    });
    expect(attachProgramRequestSchema.parse({ programId }).notes).toBeNull();
  });

  it('refuses an id that is not a UUID', () => {
    for (const id of ['1', "1' OR 1=1", '__proto__', '']) {
      expect(attachProgramRequestSchema.safeParse({ programId: id }).success).toBe(false);
    }
  });
});
