import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.js";

/** A plain informative line on the Italian test pages. */
export function ItalianNotice({ children }: { children: ReactNode }) {
  return (
    <Alert role="status" className="break-words">
      {children}
    </Alert>
  );
}
