import { Leaf } from "lucide-react";
import { Link } from "react-router";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";

export function Brand() {
  return (
    <Link to="/" className={cn("flex items-center gap-2 rounded-md text-lg font-bold tracking-tight", focusRing)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-600 text-white">
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      Macrowise
    </Link>
  );
}
