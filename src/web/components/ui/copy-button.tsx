import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { Button } from "./button.js";
import { focusRing } from "./focus-ring.js";

/** Spec commercial 9: the copied icon shows for 2 s. */
const COPIED_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http (a LAN instance) have no async clipboard.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error(i18n._("Copy is not available in this browser"));
}

/** Copies `text`, says 'Copied to clipboard', and shows a tick for 2 s. */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await writeClipboard(text);
      setCopied(true);
      toast.success(i18n._("Copied to clipboard"));
    } catch (error) {
      toast.error(i18n._("Could not copy"), { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={label} className={className}>
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-600" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span className="sr-only sm:not-sr-only">{copied ? i18n._("Copied") : i18n._("Copy")}</span>
    </Button>
  );
}

/** A block of code (a key, a command, a config) with a copy bar; long lines scroll, never widen the page. */
export function CodeBlock({ code, label, caption }: { code: string; label: string; caption?: string }) {
  return (
    <div className="min-w-0 overflow-hidden rounded-lg bg-neutral-950 text-neutral-100 dark:bg-black dark:ring-1 dark:ring-neutral-800">
      <div className="flex items-center justify-between gap-2 border-b border-white/10 py-1 pr-1 pl-3">
        <span className="truncate text-xs text-neutral-400">{caption}</span>
        <CopyButton
          text={code}
          label={label}
          className="h-7 border-white/20 bg-transparent text-neutral-100 hover:bg-white/10 dark:border-white/20 dark:bg-transparent dark:hover:bg-white/10"
        />
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard to scroll a long line into view (WCAG 2.1.1).
        tabIndex={0}
        className={cn("max-w-full overflow-x-auto p-3 text-xs leading-relaxed", focusRing)}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
