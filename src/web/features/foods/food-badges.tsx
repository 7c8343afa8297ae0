import type { Food } from "../../../shared/contracts/foods.js";
import { Badge } from "../../components/ui/badge.js";
import { i18n } from "../../lib/i18n.js";

/** 'Recipe' for the user's recipes, 'Yours' for their own foods, 'Scanned' for barcode products. */
export function FoodBadges({ food }: { food: Food }) {
  if (food.kind === "recipe") return <Badge className="shrink-0">{i18n._("Recipe")}</Badge>;
  if (food.isOwn) return <Badge className="shrink-0">{i18n._("Yours")}</Badge>;
  if (food.kind === "barcode")
    return (
      <Badge tone="neutral" className="shrink-0">
        {i18n._("Scanned")}
      </Badge>
    );
  return null;
}
