-- Issue 28: the Italian name of a built-in food, seeded from catalog/foods-it.csv, shown to Italian users.
ALTER TABLE "foods" ADD COLUMN "name_it" text;