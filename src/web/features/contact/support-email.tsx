import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";
import { useSiteInfo } from "./api.js";

/**
 * The support address this instance's operator set (SUPPORT_EMAIL), as a mail link, handed to
 * `children`, which writes the sentence around it; without an address `children` gets null and
 * writes the sentence that points to the contact form instead (each is translated whole: the two
 * read differently in Italian). While the address loads, an ellipsis stands in for it.
 */
export function SupportEmail({
  className,
  children,
}: {
  className?: string;
  children: (email: ReactNode | null) => ReactNode;
}) {
  const site = useSiteInfo();
  if (site.isPending) return children(<span className="text-neutral-500 dark:text-neutral-400">…</span>);
  const email = site.data?.supportEmail;
  if (!email) return children(null);
  return children(
    <a href={`mailto:${email}`} className={cn("break-all", className)}>
      {email}
    </a>,
  );
}
