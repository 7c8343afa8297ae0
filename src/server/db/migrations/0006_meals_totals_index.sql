DROP INDEX "meals_user_eaten_at_idx";--> statement-breakpoint
CREATE INDEX "meals_user_eaten_at_idx" ON "meals" USING btree ("user_id","eaten_at","calories","proteins","carbs","fats");