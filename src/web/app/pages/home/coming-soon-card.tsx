import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";

/** An honest placeholder for a section that is still being built. */
export function ComingSoonCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>This section is being built and will be available in an upcoming update.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-neutral-600 dark:text-neutral-400">{children}</CardContent>
    </Card>
  );
}
