import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog.js";
import { i18n } from "../../lib/i18n.js";
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
        <DialogTitle>{i18n._("Nutrients, {day}", { day: heading })}</DialogTitle>
        <DialogDescription className="mb-4">
          {i18n._("The day's vitamins, minerals and more against your daily reference intakes.")}
        </DialogDescription>
        {date && <NutrientPanel date={date} enabled emptyText={i18n._("No meals recorded on this day")} />}
      </DialogContent>
    </Dialog>
  );
}
