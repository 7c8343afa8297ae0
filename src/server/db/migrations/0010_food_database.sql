-- Hand-written (issue 15): the functions behind the generated search columns of foods. A query is
-- normalised by the same functions, so a query and a name meet whatever their case, accents,
-- punctuation, word order or number.
-- search_normalize: lower-case, accent-free, apostrophes dropped, punctuation to spaces ('|' and '%'
-- stay), English plurals made singular word by word: 'berries' -> 'berry', 'tomatoes' -> 'tomato',
-- 'peaches' -> 'peach', 'apples' -> 'apple'; not 'hummus' or 'glass'.
CREATE OR REPLACE FUNCTION search_normalize(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(immutable_unaccent($1)),
    '[''’]', '', 'g'),
    '[^a-z0-9%|]+', ' ', 'g'),
    '([a-z]{2})ies\M', '\1y', 'g'),
    '([a-z]{2}(ch|sh|x|ss|o))es\M', '\1', 'g'),
    '([a-z]{2}[^su])s\M', '\1', 'g'),
    ' +', ' ', 'g')) $$;--> statement-breakpoint
-- A name without its asides in parentheses: 'Tangerine (mandarin), raw' -> 'Tangerine, raw'.
CREATE OR REPLACE FUNCTION search_without_asides(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace($1, '\s*\([^)]*\)', '', 'g') $$;--> statement-breakpoint
-- A name's search words as a sorted set: 'Cheese, cottage' and 'cottage cheese' -> 'cheese cottage'.
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(ARRAY(
    SELECT DISTINCT w FROM unnest(string_to_array(search_normalize(translate($1, '|', ' ')), ' ')) AS w
    WHERE w <> '' ORDER BY w), ' ') $$;--> statement-breakpoint
-- The words of the name, then of the aliases (the first word is the name's head word).
CREATE OR REPLACE FUNCTION search_words(name text, aliases text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(string_to_array(search_normalize(translate(name || ' ' || aliases, '|', ' ')), ' '), '') $$;--> statement-breakpoint
-- '|name|alias|alias|' as word sets: an exact match of the whole name or of an alias.
CREATE OR REPLACE FUNCTION search_keys(name text, aliases text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT '|' || search_key(search_without_asides(name)) || '|'
    || coalesce((SELECT string_agg(search_key(a), '|') FROM unnest(string_to_array(aliases, '|')) AS a
                 WHERE btrim(a) <> ''), '') || '|' $$;--> statement-breakpoint
-- The head of a name, before its first comma, as a word set: 'Rice, white, cooked' -> 'rice'.
CREATE OR REPLACE FUNCTION search_head(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT search_key(search_without_asides(split_part(name, ',', 1))) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_name_size(name text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT cardinality(array_remove(string_to_array(search_normalize(translate(search_without_asides(name), '|', ' ')), ' '), '')) $$;--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foods" RENAME COLUMN "kcal" TO "calories";--> statement-breakpoint
ALTER TABLE "foods" RENAME COLUMN "protein" TO "proteins";--> statement-breakpoint
ALTER TABLE "foods" RENAME COLUMN "fat" TO "fats";--> statement-breakpoint
ALTER TABLE "foods" DROP CONSTRAINT "foods_amounts_non_negative";--> statement-breakpoint
DROP INDEX "foods_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "foods" ALTER COLUMN "fiber" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "foods" ALTER COLUMN "fiber" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sugars" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "saturated_fat" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "monounsaturated_fat" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "polyunsaturated_fat" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "trans_fat" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "cholesterol" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "sodium" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "potassium" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "calcium" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "iron" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "magnesium" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "phosphorus" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "zinc" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "copper" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "manganese" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "selenium" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_a" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_c" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_d" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_e" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_k" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "thiamin" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "riboflavin" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "niacin" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_b6" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "folate" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "vitamin_b12" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "choline" real;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "popularity" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (search_words(name, aliases)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_keys" text GENERATED ALWAYS AS (search_keys(name, aliases)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_head" text GENERATED ALWAYS AS (search_head(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "search_name_size" integer GENERATED ALWAYS AS (search_name_size(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "fiber" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "sugars" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "saturated_fat" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "monounsaturated_fat" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "polyunsaturated_fat" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "trans_fat" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "cholesterol" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "sodium" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "potassium" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "calcium" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "iron" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "magnesium" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "phosphorus" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "zinc" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "copper" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "manganese" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "selenium" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_a" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_c" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_d" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_e" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_k" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "thiamin" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "riboflavin" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "niacin" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_b6" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "folate" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "vitamin_b12" real;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "choline" real;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "foods_search_words_idx" ON "foods" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "foods" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_micronutrients_non_negative" CHECK ("fiber" >= 0 AND "sugars" >= 0 AND "saturated_fat" >= 0 AND "monounsaturated_fat" >= 0 AND "polyunsaturated_fat" >= 0 AND "trans_fat" >= 0 AND "cholesterol" >= 0 AND "sodium" >= 0 AND "potassium" >= 0 AND "calcium" >= 0 AND "iron" >= 0 AND "magnesium" >= 0 AND "phosphorus" >= 0 AND "zinc" >= 0 AND "copper" >= 0 AND "manganese" >= 0 AND "selenium" >= 0 AND "vitamin_a" >= 0 AND "vitamin_c" >= 0 AND "vitamin_d" >= 0 AND "vitamin_e" >= 0 AND "vitamin_k" >= 0 AND "thiamin" >= 0 AND "riboflavin" >= 0 AND "niacin" >= 0 AND "vitamin_b6" >= 0 AND "folate" >= 0 AND "vitamin_b12" >= 0 AND "choline" >= 0);--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_amounts_non_negative" CHECK ("foods"."calories" >= 0 AND "foods"."proteins" >= 0 AND "foods"."carbs" >= 0 AND "foods"."fats" >= 0);--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_micronutrients_non_negative" CHECK ("fiber" >= 0 AND "sugars" >= 0 AND "saturated_fat" >= 0 AND "monounsaturated_fat" >= 0 AND "polyunsaturated_fat" >= 0 AND "trans_fat" >= 0 AND "cholesterol" >= 0 AND "sodium" >= 0 AND "potassium" >= 0 AND "calcium" >= 0 AND "iron" >= 0 AND "magnesium" >= 0 AND "phosphorus" >= 0 AND "zinc" >= 0 AND "copper" >= 0 AND "manganese" >= 0 AND "selenium" >= 0 AND "vitamin_a" >= 0 AND "vitamin_c" >= 0 AND "vitamin_d" >= 0 AND "vitamin_e" >= 0 AND "vitamin_k" >= 0 AND "thiamin" >= 0 AND "riboflavin" >= 0 AND "niacin" >= 0 AND "vitamin_b6" >= 0 AND "folate" >= 0 AND "vitamin_b12" >= 0 AND "choline" >= 0);--> statement-breakpoint
-- Hand-written: every food's words enter the search vocabulary, however the food is written
-- (catalog seed, a user's food or recipe, a scanned product). Words are never removed: a stale one
-- only matches nothing.
CREATE OR REPLACE FUNCTION foods_remember_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(search_words) FROM new_foods ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER foods_search_vocabulary_insert AFTER INSERT ON foods
  REFERENCING NEW TABLE AS new_foods FOR EACH STATEMENT EXECUTE FUNCTION foods_remember_search_words();--> statement-breakpoint
CREATE TRIGGER foods_search_vocabulary_update AFTER UPDATE ON foods
  REFERENCING NEW TABLE AS new_foods FOR EACH STATEMENT EXECUTE FUNCTION foods_remember_search_words();--> statement-breakpoint
INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(search_words) FROM foods ON CONFLICT DO NOTHING;
