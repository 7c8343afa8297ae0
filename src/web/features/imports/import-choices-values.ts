import { z } from "zod";
import {
  type ConfirmImportRequest,
  confirmImportSchema,
  type ImportPreview,
  importMessages,
} from "../../../shared/contracts/imports.js";
import { formSchema } from "../../lib/forms.js";

export type ImportKind = "meals" | "weighIns" | "measurements";
export const importKinds: readonly ImportKind[] = ["meals", "weighIns", "measurements"];

/**
 * What the choice form holds: the kinds switched on, the Apple Health apps ticked, each question's
 * answer ("" until picked) and what to do with days that already have meals.
 */
const importChoiceFields = z.object({
  include: z.object({ meals: z.boolean(), weighIns: z.boolean(), measurements: z.boolean() }),
  sources: z.array(z.string()),
  answers: z.object({ dateOrder: z.string(), weightUnit: z.string() }),
  existingDays: z.string(),
});
export type ImportChoiceValues = z.input<typeof importChoiceFields>;

/** A kind the file holds none of stays off (its switch is disabled). */
export const kindInFile = (preview: ImportPreview, kind: ImportKind) => preview.counts[kind] > 0;

/** The form's start: every kind the file holds, every app, no answer, skip the days that have meals. */
export function importChoicesOf(preview: ImportPreview): ImportChoiceValues {
  return {
    include: {
      meals: kindInFile(preview, "meals"),
      weighIns: kindInFile(preview, "weighIns"),
      measurements: kindInFile(preview, "measurements"),
    },
    sources: preview.sources.map((source) => source.name),
    answers: { dateOrder: "", weightUnit: "" },
    existingDays: "skip-day",
  };
}

/** The confirm body, as the page sent it before: answers only where given, `sources` only for Apple Health. */
function toConfirmRequest(values: ImportChoiceValues, preview: ImportPreview) {
  const answers = Object.fromEntries(Object.entries(values.answers).filter(([, answer]) => answer !== ""));
  return {
    include: values.include,
    answers,
    existingDays: values.existingDays,
    ...(preview.sources.length > 0 ? { sources: values.sources } : {}),
  };
}

/**
 * The shared confirm contract, with the two rules the server also applies for this file (its
 * service knows the preview): every question answered, at least one kind chosen. Checked here so
 * the person sees them at the fields before anything is sent.
 */
export function importChoicesFormSchema(preview: ImportPreview) {
  const contract = confirmImportSchema.superRefine((request, context) => {
    for (const question of preview.questions) {
      if (!request.answers[question.id])
        context.addIssue({ code: "custom", path: ["answers", question.id], message: importMessages.answerNeeded });
    }
    if (!importKinds.some((kind) => request.include[kind]))
      context.addIssue({ code: "custom", path: ["include"], message: importMessages.nothingChosen });
  });
  return formSchema(importChoiceFields, (values) => toConfirmRequest(values, preview), contract);
}

export type ImportChoicesRequest = ConfirmImportRequest;
