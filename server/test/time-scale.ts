// How long a test may wait for something, stretched on a machine where the suite runs at low
// priority beside the browser journeys (CI sets TEST_TIME_SCALE, decision 033): a deadline says
// "this should have happened by now", and a starved process reaches it later without being wrong.
const scale = Math.max(1, Number(process.env.TEST_TIME_SCALE ?? 1) || 1);

/** `ms`, stretched by TEST_TIME_SCALE. */
export function scaledMs(ms: number): number {
  return ms * scale;
}
