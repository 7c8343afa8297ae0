import { CameraOff, ScanSearch } from "lucide-react";
import { msg } from "../../../shared/i18n/msg.js";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";
import { withElements } from "../../lib/with-elements.js";

/**
 * The one line that says why there is no photo option: this server has no vision model. It names
 * the setting, since the person reading it may be the one who runs the server.
 */
export function PhotosNeedVisionLine() {
  return (
    <p className="flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
      <CameraOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {withElements(
          msg(
            "Photos need a vision model, and this server has none configured (its operator can set {setting} with a vision model). Describe your meal in words instead.",
          ),
          {
            setting: (
              <code className="rounded bg-neutral-100 px-1 text-xs dark:bg-neutral-800">AI_PROVIDER=openai</code>
            ),
          },
        )}
      </span>
    </p>
  );
}

/** A photo reached a server that cannot see it after all: say so, and offer the words instead. */
export function VisionModelNotice({ onDescribe }: { onDescribe: () => void }) {
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <ScanSearch aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">{i18n._("Photo recognition needs a vision model")}</p>
          <p>
            {i18n._(
              "This server has no vision model configured, so it cannot recognise foods in photos. Your photo was not counted. Describe your meal in words and the food database will answer.",
            )}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onDescribe}>
        {i18n._("Describe your meal")}
      </Button>
    </div>
  );
}
