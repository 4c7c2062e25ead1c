// What pages compose from the documents feature beside other features' screens: features do not
// import one another, so the study path page hands the student's upload to the checklist's items
// (issue 28).
export { useUploadDocument, type UploadDocumentInput } from './student/lib/use-upload-document.ts';
