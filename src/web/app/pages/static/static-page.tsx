import type { ReactNode } from "react";
import { PageContainer } from "../../../components/ui/page-container.js";
import { useDocumentTitle } from "../../../lib/use-document-title.js";

/** Title, optional lead text and readable body width for content pages. */
export function StaticPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead && <div className="mt-3 text-lg text-neutral-600 dark:text-neutral-400">{lead}</div>}
      <div className="mt-8 space-y-8 leading-relaxed text-neutral-700 dark:text-neutral-300">{children}</div>
    </PageContainer>
  );
}

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-24 space-y-3">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold text-neutral-900 dark:text-neutral-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content that never reorders
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
