CREATE TABLE "body_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"waist_cm" double precision,
	"hips_cm" double precision,
	"chest_cm" double precision,
	"neck_cm" double precision,
	"arm_cm" double precision,
	"thigh_cm" double precision,
	"body_fat_percent" double precision,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_measurements_lengths_range" CHECK (COALESCE("body_measurements"."waist_cm", 50) BETWEEN 10 AND 300 AND COALESCE("body_measurements"."hips_cm", 50) BETWEEN 10 AND 300
        AND COALESCE("body_measurements"."chest_cm", 50) BETWEEN 10 AND 300 AND COALESCE("body_measurements"."neck_cm", 50) BETWEEN 10 AND 300
        AND COALESCE("body_measurements"."arm_cm", 50) BETWEEN 10 AND 300 AND COALESCE("body_measurements"."thigh_cm", 50) BETWEEN 10 AND 300),
	CONSTRAINT "body_measurements_body_fat_range" CHECK (COALESCE("body_measurements"."body_fat_percent", 20) BETWEEN 2 AND 75),
	CONSTRAINT "body_measurements_some_value" CHECK (num_nonnulls("body_measurements"."waist_cm", "body_measurements"."hips_cm", "body_measurements"."chest_cm", "body_measurements"."neck_cm", "body_measurements"."arm_cm", "body_measurements"."thigh_cm", "body_measurements"."body_fat_percent") > 0)
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"expenditure" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"confidence" text NOT NULL,
	"slope_kg_per_week" double precision,
	"complete_days" integer NOT NULL,
	"weigh_ins" integer NOT NULL,
	"calories" integer NOT NULL,
	"proteins" integer NOT NULL,
	"carbs" integer NOT NULL,
	"fats" integer NOT NULL,
	"why" text NOT NULL,
	"accepted" boolean NOT NULL,
	"goal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_calories_positive" CHECK ("check_ins"."calories" >= 1)
);
--> statement-breakpoint
CREATE TABLE "day_marks" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_marks_pkey" PRIMARY KEY("user_id","date"),
	CONSTRAINT "day_marks_status_known" CHECK ("day_marks"."status" IN ('partial', 'fasted'))
);
--> statement-breakpoint
CREATE TABLE "weigh_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weigh_ins_weight_range" CHECK ("weigh_ins"."weight_kg" BETWEEN 20 AND 300)
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "units" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "weight_display" text DEFAULT 'show' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "goal_direction" text DEFAULT 'maintain' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "goal_rate_kg_per_week" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "check_in_weekday" text DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "starting_expenditure" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "goal_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "body_measurements" ADD CONSTRAINT "body_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_goal_id_nutrition_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."nutrition_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_marks" ADD CONSTRAINT "day_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weigh_ins" ADD CONSTRAINT "weigh_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_measurements_user_date_unique" ON "body_measurements" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "check_ins_user_created_idx" ON "check_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weigh_ins_user_date_unique" ON "weigh_ins" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_goal_rate_range" CHECK ("user_profiles"."goal_rate_kg_per_week" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_starting_expenditure_range" CHECK ("user_profiles"."starting_expenditure" IS NULL OR "user_profiles"."starting_expenditure" BETWEEN 800 AND 6000);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_goal_weight_range" CHECK ("user_profiles"."goal_weight_kg" IS NULL OR "user_profiles"."goal_weight_kg" BETWEEN 20 AND 300);