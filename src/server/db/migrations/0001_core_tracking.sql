CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"food" text NOT NULL,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"meal_type" text NOT NULL,
	"eaten_at" timestamp with time zone NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meals_calories_non_negative" CHECK ("meals"."calories" >= 0),
	CONSTRAINT "meals_proteins_non_negative" CHECK ("meals"."proteins" >= 0),
	CONSTRAINT "meals_carbs_non_negative" CHECK ("meals"."carbs" >= 0),
	CONSTRAINT "meals_fats_non_negative" CHECK ("meals"."fats" >= 0),
	CONSTRAINT "meals_meal_type_valid" CHECK ("meals"."meal_type" IN ('breakfast', 'lunch', 'dinner', 'snack'))
);
--> statement-breakpoint
CREATE TABLE "nutrition_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_goals_end_after_start" CHECK ("nutrition_goals"."end_date" IS NULL OR "nutrition_goals"."end_date" >= "nutrition_goals"."start_date"),
	CONSTRAINT "nutrition_goals_calories_positive" CHECK ("nutrition_goals"."calories" >= 1),
	CONSTRAINT "nutrition_goals_macros_non_negative" CHECK ("nutrition_goals"."proteins" >= 0 AND "nutrition_goals"."carbs" >= 0 AND "nutrition_goals"."fats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"weight" double precision NOT NULL,
	"height" double precision NOT NULL,
	"activity_level" text NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_profiles_age_range" CHECK ("user_profiles"."age" BETWEEN 1 AND 120),
	CONSTRAINT "user_profiles_weight_range" CHECK ("user_profiles"."weight" BETWEEN 20 AND 300),
	CONSTRAINT "user_profiles_height_range" CHECK ("user_profiles"."height" BETWEEN 50 AND 250)
);
--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD CONSTRAINT "nutrition_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meals_user_eaten_at_idx" ON "meals" USING btree ("user_id","eaten_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_goals_one_active_per_user" ON "nutrition_goals" USING btree ("user_id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "nutrition_goals_user_created_idx" ON "nutrition_goals" USING btree ("user_id","created_at");