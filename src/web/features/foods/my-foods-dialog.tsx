import type { Food } from "../../../shared/contracts/foods.js";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { i18n } from "../../lib/i18n.js";
import { keepDialogOpenForCombobox } from "./food-search.js";
import { MyFoodsList } from "./my-foods-list.js";
import { OwnFoodForm } from "./own-food-form.js";
import { RecipeForm } from "./recipe-form.js";

export type MyFoodsTab = "list" | "food" | "recipe";

interface MyFoodsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: MyFoodsTab;
  onTabChange: (tab: MyFoodsTab) => void;
  /** Prefills the new food's name (from a search that found nothing). */
  newFoodName: string;
  /** Picks a food in the Add Meal form (after creating it, or from the list). */
  onUse: (food: Food) => void;
}

/** 'My foods & recipes': the user's own foods, a new food, a new recipe. */
export function MyFoodsDialog({ open, onOpenChange, tab, onTabChange, newFoodName, onUse }: MyFoodsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto" onEscapeKeyDown={keepDialogOpenForCombobox}>
        <DialogTitle>{i18n._("My foods & recipes")}</DialogTitle>
        <DialogDescription>
          {i18n._(
            "Add foods the database lacks, per 100 g or per portion, and recipes made of foods. They show up in the search.",
          )}
        </DialogDescription>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as MyFoodsTab)} className="mt-4">
          <TabsList aria-label={i18n._("My foods sections")} className="h-auto max-w-full flex-wrap">
            <TabsTrigger value="list">{i18n._("My foods")}</TabsTrigger>
            <TabsTrigger value="food">{i18n._("New food")}</TabsTrigger>
            <TabsTrigger value="recipe">{i18n._("New recipe")}</TabsTrigger>
          </TabsList>
          <TabsContent value="list" className="mt-4">
            <MyFoodsList onUse={onUse} />
          </TabsContent>
          {/* Kept mounted: a half-written recipe survives a trip to "New food" for a missing ingredient. */}
          <TabsContent value="food" forceMount className="mt-4 data-[state=inactive]:hidden">
            <OwnFoodForm key={newFoodName} initialName={newFoodName} onCreated={onUse} />
          </TabsContent>
          <TabsContent value="recipe" forceMount className="mt-4 data-[state=inactive]:hidden">
            <RecipeForm onCreated={onUse} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
