import { useEffect, useState } from "react";
import { Skeleton } from "../../components/ui/skeleton.js";
import { i18n } from "../../lib/i18n.js";

/**
 * A QR code of this instance's `path`, drawn here as SVG by `qrcode` (no network, no image service). The library
 * loads with this component, so only the install page pays for it.
 */
export function QrCode({ path, label }: { path: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // This very instance's address is only known in the browser (the page may be rendered on the server).
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(`${window.location.origin}${path}`);
  }, [path]);

  useEffect(() => {
    if (!url) return;
    let current = true;
    import("qrcode")
      .then((QRCode) => QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [url]);

  if (failed && url)
    return (
      <p className="text-sm break-all text-neutral-600 dark:text-neutral-400">
        {i18n._("Open {url} on your phone.", { url })}
      </p>
    );
  if (!svg) return <Skeleton className="size-44" />;
  return (
    <figure className="flex flex-col items-center gap-2">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={label}
        width={176}
        height={176}
        className="size-44 rounded-lg border border-neutral-200 bg-white p-1 dark:border-neutral-700"
        data-qr-url={url}
      />
      <figcaption className="max-w-full break-all text-center text-xs text-neutral-500 dark:text-neutral-400">
        {url}
      </figcaption>
    </figure>
  );
}
