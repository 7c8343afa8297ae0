/**
 * Food search in one round trip ($1 query, $2 user, $3 limit, $4 food group or NULL).
 *
 * The query and every food are reduced to search words by the same SQL functions (migration 0007:
 * lower-case, accent-free, singular, punctuation gone). Each query word is matched against the
 * vocabulary of all foods' words: itself, words it begins ('banan' -> 'banana', for typing), and
 * only when it is no food's word, close spellings by trigram similarity ('chiken' -> 'chicken').
 * Foods holding matched words come from the GIN index on foods.search_words: first those holding
 * a match of every query word (a BitmapAnd: 'chicken breast' reads 60 foods, not the 535 holding
 * either word), and only when they are too few for the answer, those holding any. They are scored
 * by:
 * - coverage: the share of the query's words the food holds (exact 1, prefix 0.7..1, misspelt
 *   0.5..0.8), times 3, whatever the word order; a food holding less than half is left out;
 * - +1 when the query, as a set of words, is the food's whole name or one of its aliases
 *   ('cottage cheese' is an alias of "Cottage cheese, 4% fat"; 'cheese cottage' too), also after
 *   correcting misspellings (scaled by how sure the correction is);
 * - +0.5 when it is the head of the name ('rice' -> "Rice, brown, cooked"), and up to +0.5 when
 *   the name's first word is a query word ('Egg, whole' before 'Noodles, egg');
 * - +0.6 x popularity: curated everyday foods over SR28's thousands of variants, baby and
 *   regional foods last;
 * - -0.04 per name word beyond the query's (shorter names first);
 * - the user's own foods +0.2, and what this user has logged before +1 (+0.05 a time, up to 10).
 * The numeric part ranks all candidates; the two name comparisons (+1, +0.5) then run on the best
 * hundred only, since a common word ('beef') has a thousand candidates. Stop words ('and', 'with',
 * 'al', 'di') count for exact names but are not searched for alone. It answers the foods' ids in
 * order; the whole foods come from the catalog cache, or one more query for those not kept.
 */
export const FOOD_SEARCH_SQL = `
  WITH q AS (
    SELECT search_normalize(translate($1::text, '|', ' ')) AS q, '|' || search_key($1::text) || '|' AS k,
           search_key($1::text) AS key
  ),
  qwords AS (
    SELECT DISTINCT w FROM q, unnest(string_to_array(q.q, ' ')) AS w
    WHERE w <> '' AND w <> ALL (ARRAY['a', 'an', 'and', 'the', 'of', 'or', 'in', 'with', 'without', 'to', 'for', 'n',
                                      'e', 'al', 'alla', 'alle', 'ai', 'di', 'del', 'della', 'con', 'il', 'la', 'le', 'de'])
  ),
  nq AS (SELECT greatest(count(*), 1)::float8 AS n FROM qwords),
  exact AS (
    SELECT qw.w AS qword, v.word, 1.0::float8 AS sim
    FROM qwords qw JOIN search_vocabulary v ON v.word = qw.w
  ),
  matches AS (
    SELECT qword, word, sim FROM exact
    UNION ALL
    SELECT qw.w, v.word, 0.7 + 0.3 * length(qw.w) / length(v.word)
    FROM qwords qw JOIN search_vocabulary v
      -- A prefix as a byte range (search words are a-z, 0-9 and '%', all below '~'): the
      -- text_pattern_ops index serves it in the generic plan, where LIKE with a parameter cannot.
      ON v.word ~>=~ qw.w AND v.word ~<~ (qw.w || '~') AND v.word <> qw.w
     AND (length(qw.w) >= 3 OR (length(qw.w) = 2 AND length(v.word) <= 4))
    UNION ALL
    SELECT qw.w, v.word, 0.5 + 0.6 * (similarity(qw.w, v.word) - 0.45)
    FROM qwords qw JOIN search_vocabulary v ON v.word % qw.w AND v.word NOT LIKE qw.w || '%'
    WHERE similarity(qw.w, v.word) >= 0.45 AND NOT EXISTS (SELECT 1 FROM exact e WHERE e.qword = qw.w)
  ),
  corrected AS (
    SELECT '|' || array_to_string(ARRAY(
             SELECT word FROM (SELECT DISTINCT ON (qword) word FROM matches ORDER BY qword, sim DESC, word) best
             ORDER BY word), ' ') || '|' AS k,
           coalesce((SELECT avg(s) FROM (SELECT max(sim) AS s FROM matches GROUP BY qword) x), 0) AS confidence
  ),
  history AS (
    SELECT food_id, count(*) AS uses FROM meals
    WHERE user_id = $2::int AND food_id IS NOT NULL GROUP BY food_id
  ),
  -- Each query word's matched words, in a fixed order.
  qmatches AS (
    SELECT array_agg(word) AS words, row_number() OVER (ORDER BY qword) AS n FROM matches GROUP BY qword
  ),
  -- Foods holding a match of every query word (the first three through GIN, as a BitmapAnd)...
  -- A common word ('beef': 1,145 foods) keeps the 300 likeliest: what this user logged, then the
  -- everyday foods and the shortest names; the rest could not reach the first results anyway.
  -- The logged ones are looked up from the history (a few dozen foods by key), so the sort of the
  -- many holding the words needs no per-row history test; among their first 300 are the first
  -- 300 - (logged ones) not logged.
  logged_words AS (
    SELECT f.* FROM history h, LATERAL (
      -- OFFSET 0 keeps this a lookup by key per logged food.
      SELECT f.id, f.search_words, f.popularity, f.search_name_size, f.owner_user_id FROM foods f
      WHERE f.id = h.food_id
        AND f.search_words && (SELECT words FROM qmatches WHERE n = 1)
        AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 2), (SELECT words FROM qmatches WHERE n = 1))
        AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 3), (SELECT words FROM qmatches WHERE n = 1))
        AND (f.owner_user_id IS NULL OR f.owner_user_id = $2::int)
        AND ($4::text IS NULL OR f.category = $4::text)
      OFFSET 0) f
    ORDER BY f.popularity DESC, f.search_name_size, f.id
    LIMIT 300
  ),
  likeliest_words AS (
    SELECT f.id, f.search_words, f.popularity, f.search_name_size, f.owner_user_id FROM foods f
    WHERE f.search_words && (SELECT words FROM qmatches WHERE n = 1)
      AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 2), (SELECT words FROM qmatches WHERE n = 1))
      AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 3), (SELECT words FROM qmatches WHERE n = 1))
      AND (f.owner_user_id IS NULL OR f.owner_user_id = $2::int)
      AND ($4::text IS NULL OR f.category = $4::text)
    ORDER BY f.popularity DESC, f.search_name_size, f.id
    LIMIT 300
  ),
  all_words AS (
    SELECT * FROM logged_words
    UNION ALL
    (SELECT * FROM likeliest_words l WHERE l.id NOT IN (SELECT id FROM logged_words)
     ORDER BY l.popularity DESC, l.search_name_size, l.id
     LIMIT 300 - (SELECT count(*) FROM logged_words))
  ),
  -- ...and only when they are too few to fill the answer, foods holding any of them.
  any_word AS (
    SELECT f.id, f.search_words, f.popularity, f.search_name_size, f.owner_user_id FROM foods f
    WHERE (SELECT count(*) FROM all_words) < $3::int
      AND f.search_words && (SELECT array_agg(word) FROM matches)
      AND f.id NOT IN (SELECT id FROM all_words)
      AND (f.owner_user_id IS NULL OR f.owner_user_id = $2::int)
      AND ($4::text IS NULL OR f.category = $4::text)
  ),
  candidates AS (SELECT * FROM all_words UNION ALL SELECT * FROM any_word),
  hits AS (
    SELECT c.id, m.qword, max(m.sim) AS best,
           max(CASE WHEN m.word = c.search_words[1] THEN m.sim ELSE 0 END) AS head
    FROM candidates c JOIN matches m ON m.word = ANY (c.search_words)
    GROUP BY c.id, m.qword
  ),
  coverage AS (
    SELECT id, sum(best) / (SELECT n FROM nq) AS coverage, max(head) AS head FROM hits GROUP BY id
  ),
  -- Everything but the name comparisons, on the candidates' numbers only: a common word ('beef')
  -- has a thousand candidates, and only the best hundred go on to the string work.
  shortlist AS (
    SELECT c.id,
      3 * c.coverage
        + 0.5 * c.head
        + 0.6 * cand.popularity
        - 0.04 * greatest(cand.search_name_size - (SELECT n FROM nq), 0)
        + CASE WHEN cand.owner_user_id IS NOT NULL THEN 0.2 ELSE 0 END
        + CASE WHEN h.uses > 0 THEN 1.0 + least(h.uses, 10) * 0.05 ELSE 0 END AS base
    FROM coverage c
    JOIN candidates cand ON cand.id = c.id
    LEFT JOIN history h ON h.food_id = c.id
    WHERE c.coverage >= 0.5
    ORDER BY base DESC
    LIMIT 100
  ),
  ranked AS (
    SELECT f.id, f.name,
      s.base
        + CASE WHEN position(q.k IN f.search_keys) > 0 THEN 1.0
               WHEN position(corrected.k IN f.search_keys) > 0 THEN corrected.confidence ELSE 0 END
        + CASE WHEN f.search_head = q.key THEN 0.5 ELSE 0 END AS score
    FROM shortlist s
    JOIN foods f ON f.id = s.id
    CROSS JOIN q CROSS JOIN corrected
    ORDER BY score DESC, length(f.name), f.id
    LIMIT $3::int
  )
  SELECT r.id FROM ranked r ORDER BY r.score DESC, length(r.name), r.id`;
