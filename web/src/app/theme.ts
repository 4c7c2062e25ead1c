// A calm, trustworthy palette for an educational consulting firm: a deep navy blue as
// the brand colour, Canada red kept for accents and badges.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e1f3',
  '#a5c1e8',
  '#739fdc',
  '#4a82d2',
  '#306fcc',
  '#2365c9',
  '#1653b2',
  '#1c4f8f',
  '#0f3a6e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
