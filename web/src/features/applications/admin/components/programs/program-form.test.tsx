// The consultant's program texts stop at the limits the server's schema holds them to, so a long
// text is cut as it is typed instead of refused on save.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createProgramRequestSchema, type Program } from '@studypath/domain/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../../lib/query-client.ts';
import { AttachProgramForm } from './attach-program-form.tsx';
import { ProgramForm } from './program-form.tsx';

const nursing: Program = {
  id: 'prog2',
  title: 'Practical Nursing',
  programLink: 'https://example.ca/prog2',
  institution: 'Seneca Polytechnic',
  location: null,
  duration: null,
  tuition: null,
  intakeDate: null,
  description: null,
  requirements: null,
  imageUrl: null,
};

const inProviders = (node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** Whether the create schema takes `text` in `field`, the rest of the program being valid. */
const isAccepted = (field: string, text: string) =>
  createProgramRequestSchema.safeParse({
    title: 'Practical Nursing',
    programLink: 'https://example.ca/prog2',
    [field]: text,
  }).success;

const fields = [
  ['Program Title', 'title'],
  ['Program Link', 'programLink'],
  ['Institution', 'institution'],
  ['Location', 'location'],
  ['Duration', 'duration'],
  ['Tuition', 'tuition'],
  ['Intake Date', 'intakeDate'],
  ['Description', 'description'],
  ['Requirements', 'requirements'],
] as const;

/** `length` characters the field's schema would otherwise take: a link must still be one. */
const filler = (field: string, length: number) =>
  field === 'programLink' ? `https://example.ca/${'x'.repeat(length - 19)}` : 'x'.repeat(length);

describe('ProgramForm', () => {
  it('stops every text at the length the server takes, not one character before', () => {
    inProviders(<ProgramForm onDone={() => {}} />);
    for (const [label, field] of fields) {
      const limit = textbox(label).maxLength;
      expect(limit, label).toBeGreaterThan(0);
      expect(isAccepted(field, filler(field, limit)), label).toBe(true);
      expect(isAccepted(field, filler(field, limit + 1)), label).toBe(false);
    }
  });

  it('counts the characters of a field once it nears its limit', () => {
    inProviders(<ProgramForm program={nursing} onDone={() => {}} />);
    const duration = textbox('Duration');
    expect(duration.maxLength).toBe(100);
    fireEvent.change(duration, { target: { value: 'x'.repeat(79) } });
    expect(screen.queryByText(/\/ 100 characters$/)).toBeNull();
    fireEvent.change(duration, { target: { value: 'x'.repeat(80) } });
    expect(screen.getByText('80 / 100 characters')).toBeTruthy();
  });
});

describe('AttachProgramForm', () => {
  it('stops the notes at 2000 characters and counts them near it', () => {
    inProviders(<AttachProgramForm applicationId="p1" program={nursing} onDone={() => {}} />);
    const notes = textbox('Notes (optional)');
    expect(notes.maxLength).toBe(2000);
    fireEvent.change(notes, { target: { value: 'x'.repeat(1600) } });
    expect(screen.getByText('1600 / 2000 characters')).toBeTruthy();
  });
});
