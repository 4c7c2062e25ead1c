// Who did what and when. Entries outlive their user (user_id is nulled, not cascaded) because the
// trail matters most after an account is gone.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_created_at_idx').on(table.createdAt),
    index('audit_logs_user_id_idx').on(table.userId),
    // The consultants' Audit Logs: the action and entity type filters, newest first, and the
    // search by the beginning of an IP address (LIKE 'prefix%' with text_pattern_ops).
    index('audit_logs_action_created_at_idx').on(table.action, table.createdAt),
    index('audit_logs_entity_type_created_at_idx').on(table.entityType, table.createdAt),
    index('audit_logs_ip_address_pattern_idx').on(table.ipAddress.op('text_pattern_ops')),
  ],
);

export type NewAuditLogRow = typeof auditLogs.$inferInsert;
