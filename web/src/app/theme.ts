// A calm, trustworthy palette for an educational consulting firm: a deep navy blue as
// the brand colour, Canada red kept for accents and badges.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Mantine's red from shade 5 down is too light for text and for white on a filled badge (red.6,
 * the error colour, is 3.3:1 on white; red.7 3.8:1). These reach WCAG AA's 4.5:1: red.6 5.5:1,
 * red.7 (filled badges, accents) 6.7:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1b1b',
];

/**
 * Orange (alerts, "white" buttons), green (success text) and gray.6 (toast descriptions, muted
 * text) darkened from shade 6 on for the same reason: each text shade reaches 4.5:1 on white and
 * on its own light background (orange.9 on orange.1 was 3.6:1, green.7 on white 2.7:1).
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b8440b',
  '#a63c0a',
  '#96370a',
  '#8f3408',
];

/**
 * Mantine's yellow is amber text on amber (light alerts and badges: yellow.9 #e67700 on yellow.1
 * was 2.7:1; the documents notice, pending requests and payments, 'warning' statuses). From
 * shade 6 on these browns reach 4.5:1 on white and on yellow.1, so every yellow text, outline or
 * filled badge passes wherever it is used; the light shades 0-5 stay Mantine's.
 */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#9a6200',
  '#8a5a00',
  '#7a5500',
  '#6b4a00',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#237a36',
  '#1e6b2f',
  '#1c632c',
  '#1a5c29',
];

const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646b72',
  '#495057',
  '#343a40',
  '#212529',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, red, orange, yellow, green, gray },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Mantine hides a dropdown whose field it judges scrolled out of view. On phones that
    // judgement misfires while the page settles after the tap (the list of a Select opened but
    // stayed hidden), and a dropdown the student just opened must show. A plain object rather than
    // Popover.extend: importing Popover here would put floating-ui on the landing page.
    Popover: { defaultProps: { hideDetached: false } },
  },
});

/**
 * Mantine's dimmed text (gray.6, #868e96) is 3.3:1 on white, under WCAG AA's 4.5:1. This gray
 * is 5.9:1 on white and 5.6:1 on the dashboard's gray.0 background, and still reads as dimmed.
 */
export const DIMMED_TEXT_COLOR = '#5c636a';

/**
 * Mantine's placeholder gray (gray.5, #adb5bd) is 2.1:1 on white. Pickers render their
 * placeholder as text ('Pick a month'), which must be readable: this gray is 4.9:1 on white and
 * 4.7:1 on gray.0, still lighter than entered values.
 */
export const PLACEHOLDER_COLOR = '#6b7177';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT_COLOR,
    '--mantine-color-placeholder': PLACEHOLDER_COLOR,
  },
  dark: {},
});
