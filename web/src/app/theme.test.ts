import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('theme colours', () => {
  // Light alerts and badges write shade 9 on shade 1; outline and filled ones use shade 7 (the
  // primary shade) on white or under white text. Amber at 2.7:1 was what axe found (issue 24).
  it.each(['yellow', 'orange', 'red'])(
    '%s text shades reach 4.5:1 on white and shade 1',
    (name) => {
      const shades = theme.colors?.[name];
      expect(shades).toBeDefined();
      const light = shades?.[1] ?? '#ffffff';
      for (const shade of [6, 7, 8, 9]) {
        const text = shades?.[shade] ?? '#ffffff';
        expect(contrast(text, '#ffffff'), `${name}.${shade} on white`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(text, light), `${name}.${shade} on ${name}.1`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
