import { useContext, useEffect } from "react";
import { DocumentHeadContext } from "./document-head.js";

/** Sets the tab title while a page is shown: "Title | Macrowise". */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  const text = exact ? title : `${title} | Macrowise`;
  // Effects do not run on the server: a page rendered there reports its title through the context.
  const head = useContext(DocumentHeadContext);
  if (head) head.title = text;
  useEffect(() => {
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
