export type MessageBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };
export interface InlineSegment {
  text: string;
  bold: boolean;
}

const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** A chat answer as paragraphs and bullet lists: the little Markdown assistants tend to write. */
export function messageBlocks(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const last = blocks.at(-1);
    if (line.trim() === "") {
      if (last) blocks.push({ kind: "paragraph", lines: [] });
    } else if (bullet.test(line)) {
      const item = line.replace(bullet, "");
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (last?.kind === "paragraph") {
      last.lines.push(line);
    } else {
      blocks.push({ kind: "paragraph", lines: [line] });
    }
  }
  return blocks.filter((block) => (block.kind === "list" ? block.items.length > 0 : block.lines.length > 0));
}

/** '**bold**' spans; an unmatched '**' stays as typed (a streaming answer may end mid-span). */
export function inlineSegments(text: string): InlineSegment[] {
  const parts = text.split("**");
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  return parts.map((part, index) => ({ text: part, bold: index % 2 === 1 })).filter((segment) => segment.text !== "");
}
