import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { CompletionRing } from './completion-ring.tsx';

function ringAt(percentage: number) {
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <CompletionRing percentage={percentage} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const words = screen.getByText(/^(Just started|In progress|Almost there|Complete)$/);
  const result = {
    label: screen.getByText(`${percentage}%`).textContent,
    words: words.textContent,
    stage: container.querySelector('[data-stage]')?.getAttribute('data-stage'),
    colour: words.style.color,
  };
  unmount();
  return result;
}

describe('CompletionRing', () => {
  it.each([
    [0, 'Just started', 'just_started', 'red'],
    [29, 'Just started', 'just_started', 'red'],
    [30, 'In progress', 'in_progress', 'orange'],
    [69, 'In progress', 'in_progress', 'orange'],
    [70, 'Almost there', 'almost_there', 'blue'],
    [99, 'Almost there', 'almost_there', 'blue'],
    [100, 'Complete', 'complete', 'green'],
  ])('at %i%% reads %s in %s', (percentage, words, stage, colour) => {
    const ring = ringAt(percentage);
    expect(ring.label).toBe(`${percentage}%`);
    expect(ring.words).toBe(words);
    expect(ring.stage).toBe(stage);
    expect(ring.colour).toContain(colour);
  });
});
