// What the team feature offers the rest of the server: other features and app.ts import from
// here, never from the files behind it (the lint's feature boundary). The team imports no
// feature: every other one may tell it what happened.

export { assignNewPath, handOverPaths } from './assignment.service.ts';
export {
  consultantNameSql,
  isStudentOfSql,
  itemConsultantIdSql,
  studentConsultantIdSql,
  studentConsultantsSubquery,
} from './consultant-sql.ts';
export {
  recordConsultantMove,
  recordPathEnded,
  recordStudentMove,
  type StudentMoveKind,
} from './consultant-waits.ts';
export { nameConsultants } from './consultant-label.ts';
export { getFirmSettings } from './firm-settings.queries.ts';
export { countWaitingOn, findOverdueWaits, findStudentStandings } from './standings.queries.ts';
export { teamStudyPathParticipant } from './study-path-participant.ts';
export { teamFeature } from './team.feature.ts';
