// Threads and messages as the API answers them (domain studentThreadSchema, adminThreadSchema,
// messageSchema). Times carry no zone, so they show as written whatever the machine's zone.
export const studentThread = (fields: Record<string, unknown> = {}) => ({
  id: 't1',
  subject: 'Visa documents',
  status: 'open',
  createdAt: '2026-02-03T09:00:00',
  updatedAt: '2026-02-03T10:00:00',
  unreadCount: 0,
  ...fields,
});

export const adminThread = (fields: Record<string, unknown> = {}) => ({
  id: 't1',
  subject: 'Visa documents',
  studentId: 's1',
  studentFirstName: 'Ana',
  studentLastName: 'Souza',
  studentEmail: 'ana.souza@example.com',
  status: 'active',
  closedAt: null,
  createdAt: '2026-02-03T09:00:00',
  updatedAt: '2026-02-03T10:00:00',
  unreadCount: 0,
  ...fields,
});

export const threadMessage = (fields: Record<string, unknown> = {}) => ({
  id: 'm1',
  threadId: 't1',
  senderId: 's1',
  senderRole: 'student',
  senderDisplayName: null,
  senderFirstName: null,
  senderLastName: null,
  senderEmail: null,
  content: 'Hello',
  createdAt: '2026-02-03T09:00:00',
  attachmentName: null,
  attachmentSize: null,
  attachmentUrl: null,
  ...fields,
});
