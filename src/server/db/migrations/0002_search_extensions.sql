-- Food search: trigram matching (typos, partial words) and accent folding ('tiramisù' = 'tiramisu').
-- Both extensions are "trusted" since PostgreSQL 13, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); a generated column and its index need an
-- IMMUTABLE function, so this wrapper pins the dictionary explicitly.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
