import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { importMessages } from "../../../shared/contracts/imports.js";
import { badRequest } from "../../errors.js";
import type { Upload } from "./service.js";

/**
 * Multipart uploads in the scope of `app` only: one file, field `file`, at most `maxBytes` (past
 * it busboy stops and the upload is refused with 413, nothing kept); no other fields are read.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2, fieldNameSize: 100, headerPairs: 100 },
  });
}

/** The request's file (field `file`); anything else, or none, is a 400 saying to choose one. */
export async function uploadOf(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(importMessages.noFile);
  const part = await request.file().catch(() => undefined);
  if (part?.fieldname !== "file") {
    part?.file.resume();
    throw badRequest(importMessages.noFile);
  }
  return { fileName: part.filename ?? "upload", stream: part.file, truncated: () => part.file.truncated };
}
