// A clock tests move by hand, so session idle/absolute expiry and rate-limit windows are tested
// without sleeping.
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export const minutes = (count: number): number => count * 60 * 1000;
export const hours = (count: number): number => count * 60 * 60 * 1000;
export const days = (count: number): number => count * 24 * 60 * 60 * 1000;
