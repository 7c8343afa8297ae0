-- The foods table is small, so the planner would scan it and run word_similarity() on every row
-- (about 10 ms per search). These functions really are costly per call; saying so makes the planner
-- use the trigram index (about 1 ms). Where the extension belongs to another role (some managed
-- services), this is skipped: search still works, only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 500;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 500;
  ALTER FUNCTION word_similarity(text, text) COST 500;
  ALTER FUNCTION similarity(text, text) COST 500;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm function costs left unchanged: %', SQLERRM;
END
$$;
