import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactMessages } from "../../db/schema/index.js";
import type { Executor } from "../../integrations/mail/index.js";

export interface NewContactMessage {
  email: string;
  subject: string;
  message: string;
  userId: number | null;
  createdAt: Date;
}

/** The only code of the contact feature that talks to the database. */
export function contactRepository(db: Database) {
  return {
    /** Stores the message and, in the same transaction, whatever `alsoQueue` adds (its email). */
    async store(message: NewContactMessage, alsoQueue: (tx: Executor) => Promise<number | null>): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
        if (!row) throw new Error("contact insert returned no row");
        const outboxId = await alsoQueue(tx);
        if (outboxId !== null) await tx.update(contactMessages).set({ outboxId }).where(eq(contactMessages.id, row.id));
        return row.id;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
