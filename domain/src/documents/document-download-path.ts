// Where a document is downloaded from: the portal's own address, which checks on every request
// that the caller is the document's student or a consultant (part 2 §3 "downloadUrl"). Shared by
// every answer that names a document (the documents lists, a checklist item's uploads).
export function documentDownloadPath(id: string): string {
  return `/api/documents/${id}/download`;
}
