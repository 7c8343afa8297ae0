import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** The centred outcome of a payment step: an icon, a title, a message and the ways on. */
export function PaymentResult({
  tone,
  title,
  children,
  actions,
}: {
  tone: "success" | "error";
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center"
    >
      <Icon aria-hidden="true" className={tone === "success" ? "size-12 text-emerald-600" : "size-12 text-red-600"} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="break-words text-neutral-600 dark:text-neutral-400">{children}</div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}
