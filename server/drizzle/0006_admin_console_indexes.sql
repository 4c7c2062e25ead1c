CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_type_created_at_idx" ON "audit_logs" USING btree ("entity_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_ip_address_pattern_idx" ON "audit_logs" USING btree ("ip_address" text_pattern_ops);