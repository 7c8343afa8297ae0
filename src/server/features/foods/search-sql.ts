/**
 * Food search, in two parts so that the work shared by everyone is done once per query.
 *
 * The query and every food are reduced to search words by the same SQL functions (migration 0010:
 * lower-case, accent-free, singular, punctuation gone). Each query word is matched against the
 * vocabulary of all foods' words: itself, words it begins ('banan' -> 'banana', for typing), its
 * other Italian forms ('mele' -> 'mela'), and only when it is no food's word, close spellings by
 * trigram similarity ('chiken' -> 'chicken').
 * Foods are scored by:
 * - coverage: the share of the query's words the food holds (exact 1, prefix 0.7..1, Italian form 0.85, misspelt
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
 * Stop words ('and', 'with', 'al', 'di') count for exact names but are not searched for alone.
 *
 * CATALOG_SEARCH_SQL ranks the built-in foods, which are the same for every user: the matches,
 * and the best CATALOG_DEPTH foods with their scores (catalog-search-cache.ts keeps the answer
 * per query). USER_SEARCH_SQL scores, per request, what only this user has: the foods they logged
 * and their own foods. search-ranking.ts merges the two.
 */

/** How many built-in foods the shared ranking keeps: the largest page a search may ask for. */
export const CATALOG_DEPTH = 50;

const STOP_WORDS = `ARRAY['a', 'an', 'and', 'the', 'of', 'or', 'in', 'with', 'without', 'to', 'for', 'n',
  'e', 'al', 'alla', 'alle', 'ai', 'di', 'del', 'della', 'con', 'il', 'la', 'le', 'de']`;

/**
 * Italian nouns and adjectives change their last vowel between singular and plural ('mela' /
 * 'mele', 'pomodoro' / 'pomodori', 'arancia' / 'arance', 'albicocca' / 'albicocche', 'fungo' /
 * 'funghi'): a query word of four letters or more ending in a vowel keeps its stem (without the
 * vowel, nor an 'i' or 'h' before it), and matches the vocabulary words that are that stem with
 * one ending ('mele' -> 'mela', 'lenticchie' -> 'lenticchia'), at 0.85: below the word itself,
 * above a misspelling. NULL when the word has no such ending or the stem is under three letters.
 */
const ITALIAN_STEM = `CASE WHEN w ~ '^[a-z]{2,}[aeio]$' AND length(regexp_replace(w, 'h?i?[aeio]$', '')) >= 3
    THEN regexp_replace(w, 'h?i?[aeio]$', '') END`;
/** What may follow the stem: checked on the rest of the word, which no trigram index can serve (the prefix index does, in a microsecond). */
const ITALIAN_ENDING = "'^h?i?[aeio]$'";
const ITALIAN_FORM_SIMILARITY = 0.85;

/** The query ($1) as search words and keys, and its words without stop words (qwords, with their Italian stem). */
const QUERY_WORDS = `
  q AS (
    SELECT search_normalize(translate($1::text, '|', ' ')) AS q, '|' || search_key($1::text) || '|' AS k,
           search_key($1::text) AS key
  ),
  qwords AS (
    SELECT DISTINCT w, ${ITALIAN_STEM} AS stem FROM q, unnest(string_to_array(q.q, ' ')) AS w
    WHERE w <> '' AND w <> ALL (${STOP_WORDS})
  ),
  nq AS (SELECT greatest(count(*), 1)::float8 AS n FROM qwords)`;

/**
 * The shared ranking of built-in foods ($1 query, $2 food group or NULL), in one row. Foods
 * holding matched words come from the GIN index on foods.search_words: first those holding a
 * match of every query word (a BitmapAnd: 'chicken breast' reads 60 foods, not the 535 holding
 * either word), and only when they are too few, those holding any. The numeric part of the score
 * ranks all candidates; the two name comparisons (+1, +0.5) then run on the best hundred only,
 * since a common word ('beef') has a thousand candidates.
 */
export const CATALOG_SEARCH_SQL = `
  WITH${QUERY_WORDS},
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
    -- Another Italian form of the word, through the same prefix index on its stem.
    SELECT qw.w, v.word, ${ITALIAN_FORM_SIMILARITY}::float8
    FROM qwords qw JOIN search_vocabulary v
      ON v.word ~>=~ qw.stem AND v.word ~<~ (qw.stem || '~') AND v.word <> qw.w
     AND substr(v.word, length(qw.stem) + 1) ~ ${ITALIAN_ENDING}
    WHERE qw.stem IS NOT NULL
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
  -- Each query word's matched words, in a fixed order.
  qmatches AS (
    SELECT array_agg(word) AS words, row_number() OVER (ORDER BY qword) AS n FROM matches GROUP BY qword
  ),
  -- Built-in foods holding a match of every query word (the first three through GIN, as a
  -- BitmapAnd). A common word ('beef': 1,145 foods) keeps the 300 likeliest, the everyday foods
  -- and the shortest names: the rest could not reach the first results anyway.
  all_words AS (
    SELECT f.id, f.search_words, f.popularity, f.search_name_size FROM foods f
    WHERE f.search_words && (SELECT words FROM qmatches WHERE n = 1)
      AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 2), (SELECT words FROM qmatches WHERE n = 1))
      AND f.search_words && coalesce((SELECT words FROM qmatches WHERE n = 3), (SELECT words FROM qmatches WHERE n = 1))
      AND f.owner_user_id IS NULL
      AND ($2::text IS NULL OR f.category = $2::text)
    ORDER BY f.popularity DESC, f.search_name_size, f.id
    LIMIT 300
  ),
  -- ...and only when they are too few to fill the answer, foods holding any of them.
  any_word AS (
    SELECT f.id, f.search_words, f.popularity, f.search_name_size FROM foods f
    WHERE (SELECT count(*) FROM all_words) < ${CATALOG_DEPTH}
      AND f.search_words && (SELECT array_agg(word) FROM matches)
      AND f.id NOT IN (SELECT id FROM all_words)
      AND f.owner_user_id IS NULL
      AND ($2::text IS NULL OR f.category = $2::text)
  ),
  candidates AS (SELECT * FROM all_words UNION ALL SELECT * FROM any_word),
  hits AS (
    SELECT c.id, m.qword, max(m.sim) AS best,
           max(CASE WHEN m.word = c.search_words[1] THEN m.sim ELSE 0 END) AS head
    FROM candidates c JOIN matches m ON m.word = ANY (c.search_words)
    GROUP BY c.id, m.qword
  ),
  coverage AS (
    SELECT id, sum(best) / (SELECT n FROM nq) AS coverage, max(head) AS head,
           count(*) >= least((SELECT n FROM nq), 3) AS every_word
    FROM hits GROUP BY id
  ),
  -- Everything but the name comparisons, on the candidates' numbers only: a common word ('beef')
  -- has a thousand candidates, and only the best hundred go on to the string work.
  shortlist AS (
    SELECT c.id, c.every_word,
      3 * c.coverage
        + 0.5 * c.head
        + 0.6 * cand.popularity
        - 0.04 * greatest(cand.search_name_size - (SELECT n FROM nq), 0) AS base
    FROM coverage c
    JOIN candidates cand ON cand.id = c.id
    WHERE c.coverage >= 0.5
    ORDER BY base DESC
    LIMIT 100
  ),
  ranked AS (
    SELECT f.id, length(f.name) AS name_length, s.every_word,
      s.base
        + CASE WHEN position(q.k IN f.search_keys) > 0 THEN 1.0
               WHEN position(corrected.k IN f.search_keys) > 0 THEN corrected.confidence ELSE 0 END
        + CASE WHEN f.search_head = q.key THEN 0.5 ELSE 0 END AS score
    FROM shortlist s
    JOIN foods f ON f.id = s.id
    CROSS JOIN q CROSS JOIN corrected
    ORDER BY score DESC, name_length, f.id
    LIMIT ${CATALOG_DEPTH}
  )
  SELECT coalesce((SELECT array_agg(qword ORDER BY qword, word) FROM matches), '{}') AS match_query_words,
    coalesce((SELECT array_agg(word ORDER BY qword, word) FROM matches), '{}') AS match_words,
    coalesce((SELECT array_agg(sim::float8 ORDER BY qword, word) FROM matches), '{}') AS match_similarities,
    corrected.k AS corrected_key, corrected.confidence::float8 AS confidence,
    coalesce((SELECT array_agg(id ORDER BY score DESC, name_length, id) FROM ranked), '{}') AS ids,
    coalesce((SELECT array_agg(score::float8 ORDER BY score DESC, name_length, id) FROM ranked), '{}') AS scores,
    coalesce((SELECT array_agg(name_length ORDER BY score DESC, name_length, id) FROM ranked), '{}') AS name_lengths,
    coalesce((SELECT array_agg(every_word ORDER BY score DESC, name_length, id) FROM ranked), '{}') AS every_word,
    (SELECT count(*) FROM all_words)::int AS every_word_foods
  FROM corrected`;

/**
 * This user's part of a search ($1 query, $2 user, $3 food group or NULL; the shared ranking's
 * matches as $4 query words, $5 words, $6 similarities; its corrected key $7 and confidence $8):
 * the foods they logged and their own foods that hold a matched word, fully scored. Their own
 * foods' words are matched here too, since a word they have just created (a new food's name) is in
 * no kept match yet (a built-in food's words are all in the vocabulary the shared part matched);
 * a misspelling is corrected only for a query word that is no food's word.
 */
export const USER_SEARCH_SQL = `
  WITH${QUERY_WORDS},
  history AS (
    SELECT food_id, count(*) AS uses FROM meals
    WHERE user_id = $2::int AND food_id IS NOT NULL GROUP BY food_id
  ),
  candidates AS (
    SELECT f.id, f.name, f.search_words, f.search_keys, f.search_head, f.popularity, f.search_name_size,
           f.owner_user_id, h.uses
    FROM history h JOIN foods f ON f.id = h.food_id
    WHERE (f.owner_user_id IS NULL OR f.owner_user_id = $2::int) AND ($3::text IS NULL OR f.category = $3::text)
    UNION ALL
    SELECT f.id, f.name, f.search_words, f.search_keys, f.search_head, f.popularity, f.search_name_size,
           f.owner_user_id, NULL
    FROM foods f
    WHERE f.owner_user_id = $2::int AND ($3::text IS NULL OR f.category = $3::text)
      AND NOT EXISTS (SELECT 1 FROM history h WHERE h.food_id = f.id)
  ),
  kept AS (SELECT * FROM unnest($4::text[], $5::text[], $6::float8[]) AS m(qword, word, sim)),
  pairs AS (
    SELECT DISTINCT qw.w AS qword, qw.stem, w.word
    FROM qwords qw, (SELECT DISTINCT unnest(search_words) AS word FROM candidates WHERE owner_user_id IS NOT NULL) w
  ),
  spelled AS (
    SELECT qword FROM kept WHERE sim = 1
    UNION SELECT qword FROM pairs WHERE word = qword
  ),
  own_matches AS (
    SELECT p.qword, p.word, CASE
        WHEN p.word = p.qword THEN 1.0::float8
        WHEN starts_with(p.word, p.qword)
          AND (length(p.qword) >= 3 OR (length(p.qword) = 2 AND length(p.word) <= 4))
          THEN 0.7 + 0.3 * length(p.qword) / length(p.word)
        WHEN p.stem IS NOT NULL AND starts_with(p.word, p.stem)
          AND substr(p.word, length(p.stem) + 1) ~ ${ITALIAN_ENDING} THEN ${ITALIAN_FORM_SIMILARITY}::float8
        WHEN NOT starts_with(p.word, p.qword) AND p.qword NOT IN (SELECT qword FROM spelled)
          AND similarity(p.qword, p.word) >= 0.45
          THEN 0.5 + 0.6 * (similarity(p.qword, p.word) - 0.45)
      END AS sim
    FROM pairs p
  ),
  matches AS (
    SELECT qword, word, max(sim) AS sim FROM (
      SELECT qword, word, sim FROM kept
      UNION ALL
      SELECT qword, word, sim FROM own_matches WHERE sim IS NOT NULL
    ) m GROUP BY qword, word
  ),
  hits AS (
    SELECT c.id, m.qword, max(m.sim) AS best,
           max(CASE WHEN m.word = c.search_words[1] THEN m.sim ELSE 0 END) AS head
    FROM candidates c JOIN matches m ON m.word = ANY (c.search_words)
    GROUP BY c.id, m.qword
  ),
  coverage AS (
    SELECT id, sum(best) / (SELECT n FROM nq) AS coverage, max(head) AS head,
           count(*) >= least((SELECT n FROM nq), 3) AS every_word
    FROM hits GROUP BY id
  )
  SELECT c.id, length(c.name) AS name_length, cov.every_word,
    (3 * cov.coverage
      + 0.5 * cov.head
      + 0.6 * c.popularity
      - 0.04 * greatest(c.search_name_size - (SELECT n FROM nq), 0)
      + CASE WHEN c.owner_user_id IS NOT NULL THEN 0.2 ELSE 0 END
      + CASE WHEN c.uses > 0 THEN 1.0 + least(c.uses, 10) * 0.05 ELSE 0 END
      + CASE WHEN position(q.k IN c.search_keys) > 0 THEN 1.0
             WHEN position($7::text IN c.search_keys) > 0 THEN $8::float8 ELSE 0 END
      + CASE WHEN c.search_head = q.key THEN 0.5 ELSE 0 END)::float8 AS score
  FROM coverage cov JOIN candidates c ON c.id = cov.id CROSS JOIN q
  WHERE cov.coverage >= 0.5`;
