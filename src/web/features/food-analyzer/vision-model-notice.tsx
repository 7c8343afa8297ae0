import { ScanSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { FoodSearch } from "./food-search.js";

/** The server cannot see photos (no vision model): say so plainly and offer the food search. */
export function VisionModelNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <ScanSearch aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Photo recognition needs a vision model</p>
          <p>
            This server has no vision model configured, so it cannot recognise foods in photos. Your photo was not
            counted. Look the foods up in the food database instead and log them as a meal.
          </p>
        </div>
      </div>
      {signedIn ? (
        <>
          <FoodSearch />
          <Button asChild variant="outline">
            <Link to="/home?section=meals">Log a meal</Link>
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/auth?mode=register&redirectTo=/home?section=meals">Create an account to search foods</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/home?section=meals">Go to Meals</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
