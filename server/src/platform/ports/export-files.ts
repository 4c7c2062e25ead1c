// A feature's part of "Download my data" (issue 30, decision 040) names the stored files the person
// may download (documents, message attachments); the data-export feature decides where each goes
// in the zip and streams it there later, one at a time. Each feature's `*.export.ts` takes a shelf
// and writes the answered path into its own records, so the JSON says which file is which.

/** A stored object to copy into the zip, under the name its owner knows it by. */
export interface ExportedFile {
  key: string;
  /** Already cleaned and given its content's extension (fileNameForContent). */
  name: string;
  sizeBytes: number;
}

/** Takes a file into the export; answers its path inside the zip. */
export type ExportFileShelf = (file: ExportedFile) => string;
