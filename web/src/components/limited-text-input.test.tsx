import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { isNearLimit, LimitedTextarea, LimitedTextInput } from './limited-text-input.tsx';

const inProviders = (node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );

function ControlledNotes() {
  const [notes, setNotes] = useState('');
  return (
    <LimitedTextarea
      label="Notes"
      description="What the student should know"
      maxLength={20}
      value={notes}
      onChange={(event) => setNotes(event.currentTarget.value)}
    />
  );
}

describe('LimitedTextInput', () => {
  it('stops at the limit as the person types (the input carries maxLength)', () => {
    inProviders(<LimitedTextInput label="First name" maxLength={100} />);
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('maxlength')).toBe(
      '100',
    );
  });

  it('shows a counter, read with the field, from 80% of the limit', () => {
    inProviders(<LimitedTextInput label="First name" maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    fireEvent.change(input, { target: { value: 'abcdefg' } });
    expect(screen.queryByText(/characters$/)).toBeNull();
    fireEvent.change(input, { target: { value: 'abcdefgh' } });
    const counter = screen.getByText('8 / 10 characters');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy.split(' ')[0]!)?.contains(counter)).toBe(true);
    fireEvent.change(input, { target: { value: 'abcdefghij' } });
    expect(screen.getByText('10 / 10 characters')).toBeTruthy();
  });
});

describe('LimitedTextarea', () => {
  it('counts a controlled value and keeps the description', () => {
    inProviders(<ControlledNotes />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.getAttribute('maxlength')).toBe('20');
    fireEvent.change(notes, { target: { value: 'x'.repeat(16) } });
    expect(screen.getByText('16 / 20 characters')).toBeTruthy();
    expect(screen.getByText('What the student should know')).toBeTruthy();
  });
});

describe('isNearLimit', () => {
  it('starts at 80%, rounded up', () => {
    expect(isNearLimit(79, 100)).toBe(false);
    expect(isNearLimit(80, 100)).toBe(true);
    expect(isNearLimit(1, 1)).toBe(true);
    expect(isNearLimit(0, 1)).toBe(false);
  });
});
