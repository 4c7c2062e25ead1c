// The profile completeness colouring of the Users table (part 2 §9): 100 is the strongest, 50 and
// above medium, below that weak. The percentage is always written too, never colour alone.
export type CompletionLevel = 'complete' | 'partial' | 'low';

export function completionLevel(percentage: number): CompletionLevel {
  if (percentage >= 100) return 'complete';
  if (percentage >= 50) return 'partial';
  return 'low';
}

export const completionColors: Record<CompletionLevel, string> = {
  complete: 'green',
  partial: 'orange',
  low: 'red',
};
