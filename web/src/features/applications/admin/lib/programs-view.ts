import type { Program } from '@studypath/domain/programs';

/** What the Manage Programs dialog shows: the catalogue, or one step taken from it. */
export type ProgramsView =
  | { kind: 'catalogue' }
  | { kind: 'create' }
  | { kind: 'edit'; program: Program }
  | { kind: 'attach'; program: Program }
  | { kind: 'delete'; program: Program };
