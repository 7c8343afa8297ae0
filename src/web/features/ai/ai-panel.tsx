import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";

interface AiPanelProps {
  id?: string;
  icon: ReactNode;
  title: string;
  description: string;
  /** Buttons beside the title (Generate, Clear chat). */
  actions?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** The card every AI section shares: an icon, a title with the Premium badge, actions, then the body. */
export function AiPanel(props: AiPanelProps) {
  const { id, icon, title, description, actions, className, contentClassName, children } = props;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card id={id} className={cn("flex flex-col", className)}>
      <section aria-labelledby={headingId} className="contents">
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle id={headingId} className="flex flex-wrap items-center gap-2">
              <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400 [&>svg]:size-5">
                {icon}
              </span>
              {title}
              <Badge>{i18n._("Premium")}</Badge>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div>}
        </CardHeader>
        <CardContent className={cn("flex-1", contentClassName)}>{children}</CardContent>
      </section>
    </Card>
  );
}
