-- Enterprises registered before grades came with the registration: each gets A-D with their
-- meanings (the contract's FIRST_DAY_GRADES) and the grades its published scripts give (their
-- rules' and the fallback, F where a document predates it). A grade that has a label keeps it:
-- the unique index on (business_id, name) answers, not a read first.
INSERT INTO "intention_tags" ("business_id", "context_id", "name", "description", "talk_script_flag", "sort")
  SELECT b."id", 'intent-' || g."name", g."name", g."description", 1, g."sort"
  FROM "businesses" b
  CROSS JOIN (VALUES ('A', '意向较强', 0), ('B', '有一定意向', 1), ('C', '意向不明确', 2), ('D', '明确拒绝', 3))
    AS g("name", "description", "sort")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "intention_tags" ("business_id", "context_id", "name", "description", "talk_script_flag", "sort")
  SELECT DISTINCT s."business_id", 'intent-' || g."name", g."name", '', 1,
    CASE WHEN g."name" ~ '^[A-Z]$' THEN ascii(g."name") - ascii('A') ELSE 26 END
  FROM "speech_skills" s
  JOIN "speech_skill_versions" v ON v."speech_skill_id" = s."id" AND v."version" = s."published_version"
  CROSS JOIN LATERAL (
    SELECT r->>'grade' AS "name"
      FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(v."document"->'gradeRules') = 'array' THEN v."document"->'gradeRules' ELSE '[]'::jsonb END
      ) r
    UNION
    SELECT COALESCE(v."document"->'settings'->>'defaultGrade', 'F')
  ) g
  WHERE s."deleted_at" IS NULL AND g."name" IS NOT NULL AND g."name" <> ''
  ON CONFLICT DO NOTHING;
