import { Download, FileArchive, FileJson, FileUp } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { downloadFile } from "../../lib/download.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";

const exports = [
  {
    key: "json",
    label: msg("Export data (JSON)"),
    path: "/api/export-data",
    file: "macrowise-export.json",
    Icon: FileJson,
  },
  {
    key: "csv",
    label: msg("Export data (CSV, ZIP)"),
    path: "/api/export-data/csv.zip",
    file: "macrowise-export-csv.zip",
    Icon: FileArchive,
  },
] as const;

/**
 * Downloads everything the account holds, as one JSON file or as a ZIP of CSV files (one per kind,
 * for spreadsheets). Open to every signed-in user, plan or not; disabled (read-only) in the demo.
 */
export function ExportCard({ disabled = false }: { disabled?: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (item: (typeof exports)[number]) => {
    setBusy(item.key);
    try {
      await downloadFile(item.path, item.file);
    } catch {
      toast.error(i18n._("Export failed"), { description: i18n._("Failed to export data") });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Your Data")}
        </CardTitle>
        <CardDescription>
          {i18n._(
            "Download everything you keep here: meals, own foods and recipes, goals, profile, chats, subscription and payments, API keys (never the keys themselves). Your data is yours.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {exports.map((item) => (
          <Button key={item.key} variant="outline" disabled={disabled || busy !== null} onClick={() => void run(item)}>
            {busy === item.key ? <InlineSpinner /> : <item.Icon aria-hidden="true" className="size-4" />}
            {i18n._(item.label)}
          </Button>
        ))}
        {!disabled && (
          <Button asChild variant="ghost">
            <Link to="/import">
              <FileUp aria-hidden="true" className="size-4" />
              {i18n._("Import data")}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
