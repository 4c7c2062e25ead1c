-- Admin searches that ignore accents and case, served by trigram indexes (decision 032).
-- unaccent is only STABLE (its dictionary could change), so an index cannot call it: studypath_fold
-- wraps it as IMMUTABLE, naming the function and its dictionary by schema so that it reads the
-- same under any search_path (restores and maintenance run with an empty one).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE FUNCTION public.studypath_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select pg_catalog.lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "users_email_search_idx" ON "users" USING gin (studypath_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_names_search_idx" ON "profiles" USING gin (studypath_fold(coalesce("legal_first_name", '') || ' ' || coalesce("legal_last_name", '') || chr(1) || coalesce("preferred_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (studypath_fold(coalesce("field_of_study", '') || chr(1) || coalesce("intended_institutions", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_search_idx" ON "programs" USING gin (studypath_fold("title" || chr(1) || coalesce("institution", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_file_name_search_idx" ON "documents" USING gin (studypath_fold("file_name") gin_trgm_ops);
