/** The application-documents list shows sizes in KB with one decimal (part 2 §9). */
export function formatDocumentSize(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
