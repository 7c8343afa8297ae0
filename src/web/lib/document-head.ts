import { createContext } from "react";

/** The page's head as the server renders it; in the browser there is none (effects set the title). */
export interface DocumentHead {
  title: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);
