CREATE TABLE "imported_rows" (
	"user_id" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"row_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"source" text,
	"kind" text,
	"state" text NOT NULL,
	"progress_done" bigint DEFAULT 0 NOT NULL,
	"progress_total" bigint DEFAULT 0 NOT NULL,
	"preview" jsonb,
	"choices" jsonb,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_progress_valid" CHECK ("imports"."progress_done" >= 0 AND "imports"."progress_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_rows_user_source_key_idx" ON "imported_rows" USING btree ("user_id","source","key");--> statement-breakpoint
CREATE INDEX "imported_rows_import_idx" ON "imported_rows" USING btree ("import_id","kind","row_id");--> statement-breakpoint
CREATE INDEX "imported_rows_user_kind_row_idx" ON "imported_rows" USING btree ("user_id","kind","row_id");--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at");