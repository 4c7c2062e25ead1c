import { FileInput } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';

describe('AppProviders', () => {
  it("names a file input's clear button (an icon alone is no name for a screen reader)", () => {
    const file = new File(['%PDF-1.4'], 'transcript.pdf', { type: 'application/pdf' });
    render(
      <AppProviders>
        <FileInput label="File" value={file} onChange={() => {}} clearable />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Remove the chosen file' })).not.toBeNull();
  });

  it("names a picker's clear button", () => {
    render(
      <AppProviders>
        <MonthPickerInput label="Graduation" value="2026-06-01" onChange={() => {}} clearable />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeNull();
  });
});
