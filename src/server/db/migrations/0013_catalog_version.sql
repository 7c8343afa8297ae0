CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- A statement that changed a shared food (no owner: built-in or barcode) or a shared food's
-- portions moves the version. Own foods do not: their owner's reads are never kept.
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shared boolean := false;
BEGIN
  IF TG_TABLE_NAME = 'foods' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      shared := EXISTS (SELECT 1 FROM changed_new WHERE owner_user_id IS NULL);
    END IF;
    IF NOT shared AND TG_OP IN ('UPDATE', 'DELETE') THEN
      shared := EXISTS (SELECT 1 FROM changed_old WHERE owner_user_id IS NULL);
    END IF;
  ELSE
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      shared := EXISTS (SELECT 1 FROM changed_new p JOIN foods f ON f.id = p.food_id WHERE f.owner_user_id IS NULL);
    END IF;
    IF NOT shared AND TG_OP IN ('UPDATE', 'DELETE') THEN
      -- A portion deleted with its food finds no food: the food's own trigger has counted it.
      shared := EXISTS (SELECT 1 FROM changed_old p JOIN foods f ON f.id = p.food_id WHERE f.owner_user_id IS NULL);
    END IF;
  END IF;
  IF shared THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER foods_inserted_catalog_version AFTER INSERT ON foods
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER foods_updated_catalog_version AFTER UPDATE ON foods
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER foods_deleted_catalog_version AFTER DELETE ON foods
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER food_portions_inserted_catalog_version AFTER INSERT ON food_portions
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER food_portions_updated_catalog_version AFTER UPDATE ON food_portions
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER food_portions_deleted_catalog_version AFTER DELETE ON food_portions
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
