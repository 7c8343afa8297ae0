/**
 * Just enough of a Dockerfile reader for deploy/Dockerfile's own checks: instructions with their
 * continuation lines joined, ENV pairs, and the exec form (JSON array) of CMD and HEALTHCHECK.
 */
export interface Instruction {
  keyword: string;
  args: string;
  /** The line the instruction starts on, for messages. */
  line: number;
}

export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | null = null;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    if (pending === null && (line.trim() === "" || line.trim().startsWith("#"))) return;
    if (pending !== null && line.trim().startsWith("#")) return;
    const continues = line.endsWith("\\");
    const part = continues ? line.slice(0, -1) : line;
    pending = pending
      ? { text: `${pending.text} ${part.trim()}`, line: pending.line }
      : { text: part.trim(), line: index + 1 };
    if (continues) return;
    const match = /^(\S+)\s*(.*)$/.exec(pending.text);
    if (match) instructions.push({ keyword: (match[1] ?? "").toUpperCase(), args: match[2] ?? "", line: pending.line });
    pending = null;
  });
  return instructions;
}

/** The exec form `["a", "b"]` of CMD, ENTRYPOINT or HEALTHCHECK's CMD; null for the shell form. */
export function execForm(args: string): string[] | null {
  const text = args.trim();
  if (!text.startsWith("[")) return null;
  const parsed = JSON.parse(text) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === "string")) {
    throw new Error(`not an exec form: ${text}`);
  }
  return parsed;
}

/** ENV's NAME=value pairs (values unquoted; the legacy `ENV NAME value` form too). */
export function envPairs(args: string): [string, string][] {
  const text = args.trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(text)) {
    const [name = "", ...rest] = text.split(/\s+/);
    return [[name, rest.join(" ")]];
  }
  const pairs: [string, string][] = [];
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2] ?? "";
    pairs.push([match[1] ?? "", value.startsWith('"') ? (JSON.parse(value) as string) : value]);
  }
  return pairs;
}

/** HEALTHCHECK's options (--interval=30s ...) and its command. */
export function healthcheck(args: string): { options: Record<string, string>; command: string[] } {
  const match = /^((?:--[a-z-]+=\S+\s+)*)CMD\s+(.*)$/s.exec(args.trim());
  if (!match) throw new Error(`HEALTHCHECK without CMD: ${args}`);
  const options: Record<string, string> = {};
  for (const option of (match[1] ?? "").trim().split(/\s+/).filter(Boolean)) {
    const [name = "", value = ""] = option.replace(/^--/, "").split("=");
    options[name] = value;
  }
  const command = execForm(match[2] ?? "");
  if (!command) throw new Error("HEALTHCHECK's CMD should be an exec form (a JSON array)");
  return { options, command };
}

/** COPY's sources and destination, its flags (--chown=...) left out. */
export function copyArgs(args: string): { sources: string[]; destination: string } {
  const parts = args
    .trim()
    .split(/\s+/)
    .filter((part) => !part.startsWith("--"));
  const destination = parts.pop();
  if (!destination || parts.length === 0) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { sources: parts, destination };
}
