// The documents of a study path (part 2 §3 "Document"). The domain has no document schema yet
// (the documents issue brings it, and the server answers only ids until then), so this reader
// keeps what it finds and leaves out what is missing.
export interface ApplicationDocument {
  id: string;
  fileName: string | null;
  category: string | null;
  /** Bytes. */
  fileSize: number | null;
  createdAt: string | null;
  downloadUrl: string | null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function readApplicationDocument(value: unknown): ApplicationDocument {
  if (typeof value !== 'object' || value === null || !('id' in value)) {
    throw new Error('Invalid document');
  }
  const item = value as Record<string, unknown>;
  if (typeof item.id !== 'string') throw new Error('Invalid document');
  return {
    id: item.id,
    fileName: textOrNull(item.fileName),
    category: textOrNull(item.category),
    fileSize: typeof item.fileSize === 'number' ? item.fileSize : null,
    createdAt: textOrNull(item.createdAt),
    downloadUrl: textOrNull(item.downloadUrl),
  };
}

export function readApplicationDocuments(value: unknown): ApplicationDocument[] {
  if (!Array.isArray(value)) throw new Error('Invalid document list');
  return value.map(readApplicationDocument);
}

/** The application-documents list shows sizes in KB with one decimal (part 2 §9). */
export function formatDocumentSize(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
