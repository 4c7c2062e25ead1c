// Documents as the API answers them (domain documentSchema, adminDocumentSchema).
export const studentDocument = (fields: Record<string, unknown> = {}) => ({
  id: 'd1',
  fileName: 'transcript.pdf',
  storageKey: 'documents/s1/d1.pdf',
  category: 'transcript',
  mimeType: 'application/pdf',
  fileSize: 1536,
  createdAt: '2026-02-03T10:00:00.000Z',
  uploadedByAdmin: false,
  uploadedBy: 's1',
  userId: 's1',
  applicationId: null,
  downloadUrl: '/api/documents/d1/download',
  ...fields,
});

export const adminDocument = (fields: Record<string, unknown> = {}) => ({
  ...studentDocument(),
  accessible: true,
  user: { email: 'ana@example.com' },
  profile: { legalFirstName: 'Ana', legalLastName: 'Silva' },
  ...fields,
});
