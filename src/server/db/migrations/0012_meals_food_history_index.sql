DROP INDEX "meals_user_food_idx";--> statement-breakpoint
CREATE INDEX "meals_user_food_idx" ON "meals" USING btree ("user_id","food_id","eaten_at") WHERE "meals"."food_id" IS NOT NULL;