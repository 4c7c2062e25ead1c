// What the applications feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export { toApplication } from './application-views.ts';
export { applicationsFeature } from './applications.feature.ts';
export {
  findApplicationById,
  findApplicationWithStudent,
  findApplicationsOfUser,
  insertApplicationUpdate,
  pathOwnedByPlaceholder,
  updateApplication,
  type ApplicationWithStudent,
} from './applications.queries.ts';
export {
  getMyApplication,
  listApplications,
  listOfVisibleApplication,
  type Caller,
} from './applications.service.ts';
export { applicationUrl, notifyStudent } from './student-notice.ts';
export { exportStudyPathsOf } from './applications.export.ts';
