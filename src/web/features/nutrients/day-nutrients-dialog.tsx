import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { NutrientPanel } from "./nutrient-panel.js";

/** A day of the history, opened from its 'Nutrients' button. */
export function DayNutrientsDialog({
  date,
  heading,
  onClose,
}: {
  date: string | null;
  heading: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogTitle>Nutrients, {heading}</DialogTitle>
        <DialogDescription className="mb-4">
          The day's vitamins, minerals and more against your daily reference intakes.
        </DialogDescription>
        {date && <NutrientPanel date={date} enabled emptyText="No meals recorded on this day" />}
      </DialogContent>
    </Dialog>
  );
}
