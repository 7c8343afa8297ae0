import { HttpError } from "../../errors.js";

/** A tool's answer: the data as JSON text (every client reads it) and as structured content. */
export function answer(data: Record<string, unknown>) {
  return { content: [{ type: "text" as const, text: JSON.stringify(data, null, 2) }], structuredContent: data };
}

/** A refusal the assistant can relay (not found, invalid, conflict) instead of a protocol error. */
export async function run(work: () => Promise<Record<string, unknown>>) {
  try {
    return answer(await work());
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return { content: [{ type: "text" as const, text: error.message }], isError: true };
  }
}
