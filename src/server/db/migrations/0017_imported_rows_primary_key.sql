DROP INDEX "imported_rows_user_source_key_idx";--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_pkey" PRIMARY KEY("user_id","source","key");