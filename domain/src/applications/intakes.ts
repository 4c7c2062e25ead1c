// Start dates of the quiz. The spec's fixed list (spring-2026 ... winter-2027) goes stale, so the
// quiz offers the next four intakes from today, in the spec's `<season>-<year>` form. An intake
// is offered until its first day: on Sep 1 the fall intake of that year is no longer offered.
// Dates are read in UTC, as age.ts does, so the browser and the server agree on the list.
import { textSchema } from '../input/text.schema.ts';

/** In calendar order, each with the month (1-12) on whose first day it starts. */
export const intakeSeasons = ['winter', 'spring', 'summer', 'fall'] as const;
export type IntakeSeason = (typeof intakeSeasons)[number];

const seasonStartMonth: Record<IntakeSeason, number> = {
  winter: 1,
  spring: 5,
  summer: 7,
  fall: 9,
};

const seasonLabels: Record<IntakeSeason, string> = {
  winter: 'Winter',
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
};

export const UPCOMING_INTAKE_COUNT = 4;

const INTAKE_PATTERN = /^(winter|spring|summer|fall)-(\d{4})$/;

export interface Intake {
  season: IntakeSeason;
  year: number;
}

/** Reads 'fall-2027'; null for anything else. */
export function parseIntake(value: string): Intake | null {
  const match = INTAKE_PATTERN.exec(value);
  if (!match) return null;
  return { season: match[1] as IntakeSeason, year: Number(match[2]) };
}

export function formatIntake({ season, year }: Intake): string {
  return `${season}-${year}`;
}

/** 'fall-2027' reads 'Fall 2027'; undefined for a value that is not an intake. */
export function intakeLabel(value: string): string | undefined {
  const intake = parseIntake(value);
  return intake ? `${seasonLabels[intake.season]} ${intake.year}` : undefined;
}

/** The first day of the intake, at 00:00 UTC. */
export function intakeStartDate({ season, year }: Intake): Date {
  return new Date(Date.UTC(year, seasonStartMonth[season] - 1, 1));
}

/** The next intakes whose first day is after `today`, soonest first ('winter-2027', ...). */
export function upcomingIntakes(today: Date, count = UPCOMING_INTAKE_COUNT): string[] {
  // Every intake starts on the 1st, so one has begun as soon as its month has: the first intake
  // still offered is the first whose month is later than today's, else next year's winter.
  const month = today.getUTCMonth() + 1;
  const laterThisYear = intakeSeasons.findIndex((season) => seasonStartMonth[season] > month);
  const first = laterThisYear === -1 ? intakeSeasons.length : laterThisYear;
  return Array.from({ length: count }, (_, offset) => {
    const position = first + offset;
    return formatIntake({
      season: intakeSeasons[position % intakeSeasons.length] as IntakeSeason,
      year: today.getUTCFullYear() + Math.floor(position / intakeSeasons.length),
    });
  });
}

/** The start date step's choices: `{ value: 'fall-2027', label: 'Fall 2027' }`, soonest first. */
export function upcomingIntakeOptions(today: Date): { value: string; label: string }[] {
  return upcomingIntakes(today).map((value) => ({ value, label: intakeLabel(value) ?? value }));
}

/** A start date as stored: any `<season>-<year>` (older paths hold intakes now past). */
export const intakeSchema = textSchema({ error: 'Choose a start date' }).regex(INTAKE_PATTERN, {
  error: 'Choose a start date',
});

/** A start date a new study path may choose: one of `upcomingIntakes(today)`. */
export function upcomingIntakeSchema(today: Date) {
  const offered = upcomingIntakes(today);
  return textSchema({ error: 'Choose a start date' }).refine((value) => offered.includes(value), {
    error: 'Choose one of the upcoming start dates',
  });
}
