CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_portions" (
	"id" serial PRIMARY KEY NOT NULL,
	"food_id" integer NOT NULL,
	"name" text NOT NULL,
	"grams" real NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_portions_grams_positive" CHECK ("food_portions"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"category" text,
	"basis" text DEFAULT 'g' NOT NULL,
	"kcal" real NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"fiber" real DEFAULT 0 NOT NULL,
	"barcode" text,
	"servings" integer,
	"search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(name || ' ' || aliases))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foods_amounts_non_negative" CHECK ("foods"."kcal" >= 0 AND "foods"."protein" >= 0 AND "foods"."carbs" >= 0 AND "foods"."fat" >= 0 AND "foods"."fiber" >= 0),
	CONSTRAINT "foods_servings_positive" CHECK ("foods"."servings" IS NULL OR "foods"."servings" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"food_id" integer NOT NULL,
	"grams" real NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_ingredients_grams_positive" CHECK ("recipe_ingredients"."grams" > 0),
	CONSTRAINT "recipe_ingredients_not_self" CHECK ("recipe_ingredients"."recipe_id" <> "recipe_ingredients"."food_id")
);
--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "food_id" integer;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "grams" real;--> statement-breakpoint
ALTER TABLE "food_portions" ADD CONSTRAINT "food_portions_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_foods_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_portions_food_idx" ON "food_portions" USING btree ("food_id");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_builtin_slug_idx" ON "foods" USING btree ("slug") WHERE "foods"."owner_user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "foods_barcode_idx" ON "foods" USING btree ("barcode") WHERE "foods"."barcode" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "foods_owner_idx" ON "foods" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "foods_search_trgm_idx" ON "foods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meals_user_food_idx" ON "meals" USING btree ("user_id","food_id") WHERE "meals"."food_id" IS NOT NULL;