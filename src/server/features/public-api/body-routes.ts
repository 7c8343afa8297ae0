import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicDeletedSchema, publicIdParamsSchema } from "../../../shared/contracts/public/common.js";
import {
  publicCheckInDecisionSchema,
  publicCheckInListSchema,
  publicCheckInProposalSchema,
  publicCheckInResultSchema,
  publicExpenditureHistoryQuerySchema,
  publicExpenditureHistorySchema,
  publicExpenditureOperations,
  publicExpenditureSchema,
} from "../../../shared/contracts/public/expenditure.js";
import {
  publicMeasurementChangesSchema,
  publicMeasurementListSchema,
  publicMeasurementOperations,
  publicMeasurementSchema,
  publicNewMeasurementSchema,
} from "../../../shared/contracts/public/measurements.js";
import {
  publicBodyRangeQuerySchema,
  publicNewWeighInSchema,
  publicWeighInChangesSchema,
  publicWeighInListSchema,
  publicWeighInOperations,
  publicWeighInSchema,
  publicWeightTrendSchema,
} from "../../../shared/contracts/public/weights.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1: weigh-ins, body measurements, the expenditure and the weekly check-in (issue 26). */
export async function publicBodyRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();
  const weighIns = publicWeighInOperations;
  const sets = publicMeasurementOperations;
  const energy = publicExpenditureOperations;

  v1.get(
    "/weights",
    operation(weighIns.list, { querystring: publicBodyRangeQuerySchema, response: { 200: publicWeighInListSchema } }),
    async (request) => api.listWeighIns(apiCaller(request), request.query),
  );

  v1.get(
    "/weights/trend",
    operation(weighIns.trend, { querystring: publicBodyRangeQuerySchema, response: { 200: publicWeightTrendSchema } }),
    async (request) => api.weightTrend(apiCaller(request), request.query),
  );

  /** 201 for a new day, 200 when the day's weigh-in was replaced. */
  v1.post(
    "/weights",
    operation(weighIns.create, {
      body: publicNewWeighInSchema,
      response: { 200: publicWeighInSchema, 201: publicWeighInSchema },
    }),
    async (request, reply) => {
      const { record, created } = await api.logWeighIn(apiCaller(request), request.body);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  v1.patch(
    "/weights/:id",
    operation(weighIns.update, {
      params: publicIdParamsSchema,
      body: publicWeighInChangesSchema,
      response: { 200: publicWeighInSchema },
    }),
    async (request) => api.updateWeighIn(apiCaller(request), request.params.id, request.body),
  );

  v1.delete(
    "/weights/:id",
    operation(weighIns.delete, { params: publicIdParamsSchema, response: { 200: publicDeletedSchema } }),
    async (request) => api.deleteWeighIn(apiCaller(request), request.params.id),
  );

  v1.get(
    "/measurements",
    operation(sets.list, { querystring: publicBodyRangeQuerySchema, response: { 200: publicMeasurementListSchema } }),
    async (request) => api.listMeasurements(apiCaller(request), request.query),
  );

  /** 201 for a new day, 200 when the day's set was replaced. */
  v1.post(
    "/measurements",
    operation(sets.create, {
      body: publicNewMeasurementSchema,
      response: { 200: publicMeasurementSchema, 201: publicMeasurementSchema },
    }),
    async (request, reply) => {
      const { record, created } = await api.logMeasurement(apiCaller(request), request.body);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  v1.patch(
    "/measurements/:id",
    operation(sets.update, {
      params: publicIdParamsSchema,
      body: publicMeasurementChangesSchema,
      response: { 200: publicMeasurementSchema },
    }),
    async (request) => api.updateMeasurement(apiCaller(request), request.params.id, request.body),
  );

  v1.delete(
    "/measurements/:id",
    operation(sets.delete, { params: publicIdParamsSchema, response: { 200: publicDeletedSchema } }),
    async (request) => api.deleteMeasurement(apiCaller(request), request.params.id),
  );

  v1.get("/expenditure", operation(energy.get, { response: { 200: publicExpenditureSchema } }), async (request) =>
    api.expenditure(apiCaller(request)),
  );

  v1.get(
    "/expenditure/history",
    operation(energy.history, {
      querystring: publicExpenditureHistoryQuerySchema,
      response: { 200: publicExpenditureHistorySchema },
    }),
    async (request) => api.expenditureHistory(apiCaller(request), request.query),
  );

  v1.get("/check-in", operation(energy.proposal, { response: { 200: publicCheckInProposalSchema } }), async (request) =>
    api.checkInProposal(apiCaller(request)),
  );

  /** Accept (a new active goal) or decline; the check-in is stored either way. */
  v1.post(
    "/check-in",
    operation(energy.decide, { body: publicCheckInDecisionSchema, response: { 201: publicCheckInResultSchema } }),
    async (request, reply) => reply.status(201).send(await api.decideCheckIn(apiCaller(request), request.body)),
  );

  v1.get("/check-ins", operation(energy.list, { response: { 200: publicCheckInListSchema } }), async (request) =>
    api.listCheckIns(apiCaller(request)),
  );
}
