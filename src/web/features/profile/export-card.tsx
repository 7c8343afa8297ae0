import { Download, FileJson, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { downloadFile } from "../../lib/download.js";
import { toast } from "../../lib/toast.js";

const exports = [
  { key: "json", label: "Export data (JSON)", path: "/api/export-data", file: "macrowise-data.json", Icon: FileJson },
  {
    key: "csv",
    label: "Export meals (CSV)",
    path: "/api/export-data/meals.csv",
    file: "macrowise-meals.csv",
    Icon: FileSpreadsheet,
  },
] as const;

/** Downloads everything as JSON, or the meals as CSV. Disabled (read-only) in the demo. */
export function ExportCard({ disabled = false }: { disabled?: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (item: (typeof exports)[number]) => {
    setBusy(item.key);
    try {
      await downloadFile(item.path, item.file);
    } catch {
      toast.error("Export failed", { description: "Failed to export data" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download aria-hidden="true" className="size-5 text-emerald-600" />
          Your Data
        </CardTitle>
        <CardDescription>Download your meals, goals and profile; your data is yours.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {exports.map((item) => (
          <Button key={item.key} variant="outline" disabled={disabled || busy !== null} onClick={() => void run(item)}>
            {busy === item.key ? <InlineSpinner /> : <item.Icon aria-hidden="true" className="size-4" />}
            {item.label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
