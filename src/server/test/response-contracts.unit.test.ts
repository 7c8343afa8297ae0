import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { dateStringSchema } from "../../shared/contracts/common.js";
import { errorHandling } from "../plugins/errors.js";
import { requestLocale } from "../plugins/locale.js";
import { serializerCompiler } from "../plugins/serializer.js";
import { type ResponseContracts, responseContracts } from "./response-contracts.js";

/** The test app's contract check (createTestApp installs it), on routes that break their contracts on purpose. */
let app: FastifyInstance;
let contracts: ResponseContracts;
const daySchema = z.object({ day: dateStringSchema(), calories: z.number().int() });

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  contracts = responseContracts();
  app = Fastify();
  app.addHook("onRoute", contracts.onRoute);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestLocale);
  await app.register(errorHandling);
  const response = { 200: daySchema };
  app.get("/fits", { schema: { response } }, async () => ({ day: "2026-05-10", calories: 500 }));
  // fast-json-stringify would write 1.7 as 1: the serializer refuses it before.
  app.get("/bent", { schema: { response } }, async () => ({ day: "2026-05-10", calories: 1.7 }));
  // JSON Schema says string; only the contract's refinement knows 2026-02-30 is no date.
  app.get("/refined", { schema: { response } }, async () => ({ day: "2026-02-30", calories: 500 }));
  // A kept answer is sent as ready JSON text, past the serializer.
  app.get("/kept", { schema: { response } }, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send('{"day":"2026-05-10","calories":null}'),
  );
  app.get("/undeclared", async () => ({ anything: true }));
  app.get("/missing", { schema: { response } }, async (_request, reply) =>
    (reply as FastifyReply).status(404).send({ message: "Meal not found" }),
  );
  app.get("/bad-error", { schema: { response } }, async (_request, reply) =>
    (reply as FastifyReply).status(409).send({ total: 2 }),
  );
  app.get("/text", { schema: { response } }, async (_request, reply) => reply.type("text/plain").send("ok"));
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string) => {
  const before = contracts.violations.length;
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.body, seen: contracts.violations.slice(before) };
};

describe("the test app's check of every JSON answer against its route's contract", () => {
  it("lets answers that fit through untouched, error answers included, and skips what is not JSON", async () => {
    expect(await answer("/fits")).toEqual({ status: 200, body: '{"day":"2026-05-10","calories":500}', seen: [] });
    expect(await answer("/missing")).toMatchObject({ status: 404, seen: [] });
    expect(await answer("/text")).toEqual({ status: 200, body: "ok", seen: [] });
  });

  it("reports what the serializer refused", async () => {
    const { status, seen } = await answer("/bent");
    expect(status).toBe(500);
    expect(seen).toEqual([expect.stringMatching(/^GET \/bent would have answered .*\/calories must be integer/)]);
  });

  it("turns an answer that breaks the contract's own rules, or was sent as text, into a 500 and reports it", async () => {
    const refined = await answer("/refined");
    expect(refined.status).toBe(500);
    expect(refined.seen).toEqual([expect.stringContaining("GET /refined answered 200 with a body that does not fit")]);
    const kept = await answer("/kept");
    expect(kept.status).toBe(500);
    expect(kept.seen).toEqual([expect.stringContaining("calories: Invalid input: expected number, received null")]);
  });

  it("reports JSON a route answers without a contract, and an error answer outside the error contract", async () => {
    const undeclared = await answer("/undeclared");
    expect(undeclared.status).toBe(500);
    expect(undeclared.seen).toEqual([expect.stringContaining("declares no contract")]);
    const badError = await answer("/bad-error");
    expect(badError.status).toBe(500);
    expect(badError.seen).toEqual([
      expect.stringContaining("GET /bad-error answered 409 with a body that does not fit"),
    ]);
  });
});
