import { useEffect } from "react";

/** Sets the tab title while a page is shown: "Title | Macrowise". */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    const previous = document.title;
    document.title = exact ? title : `${title} | Macrowise`;
    return () => {
      document.title = previous;
    };
  }, [title, exact]);
}
