import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.js";
import { useSiteInfo } from "./api.js";

/**
 * The support address this instance's operator set (SUPPORT_EMAIL), as a mail link. Without one
 * the contact form is the way to write, so `fallback` (by default "us with the contact form",
 * read after "Write to") is shown instead.
 */
export function SupportEmail({ className, fallback }: { className?: string; fallback?: ReactNode }) {
  const site = useSiteInfo();
  if (site.isPending) return <span className="text-neutral-500 dark:text-neutral-400">…</span>;
  const email = site.data?.supportEmail;
  if (!email) {
    return (
      fallback ?? (
        <>
          us with{" "}
          <Link to="/contatti" className={className}>
            the contact form
          </Link>
        </>
      )
    );
  }
  return (
    <a href={`mailto:${email}`} className={cn("break-all", className)}>
      {email}
    </a>
  );
}
