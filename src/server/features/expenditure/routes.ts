import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkInDecisionSchema,
  checkInListSchema,
  checkInProposalSchema,
  checkInQuerySchema,
  checkInResultSchema,
} from "../../../shared/contracts/check-ins.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  dayStatusListSchema,
  dayStatusParamsSchema,
  dayStatusSchema,
  markDaySchema,
} from "../../../shared/contracts/day-status.js";
import {
  expenditureHistoryQuerySchema,
  expenditureHistorySchema,
  expenditureQuerySchema,
  expenditureSchema,
} from "../../../shared/contracts/expenditure.js";
import { bodyRangeQuerySchema } from "../../../shared/contracts/weights.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { ExpenditureService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Issue 26: the measured expenditure, the day statuses it counts, and the weekly check-in. */
export const expenditureRoutes = feature(
  "expenditure",
  ["session"],
  async (app, { expenditure }: { expenditure: ExpenditureService }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/api/expenditure",
      { schema: { querystring: expenditureQuerySchema, response: { 200: expenditureSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return expenditure.expenditure(user.id, requestTimeZone(request, user), request.locale);
      },
    );

    api.get(
      "/api/expenditure/history",
      {
        schema: {
          querystring: expenditureHistoryQuerySchema,
          response: { 200: expenditureHistorySchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return expenditure.history(user.id, request.query, requestTimeZone(request, user));
      },
    );

    api.get(
      "/api/day-status",
      { schema: { querystring: bodyRangeQuerySchema, response: { 200: dayStatusListSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return expenditure.dayStatuses(user.id, request.query, requestTimeZone(request, user));
      },
    );

    api.put(
      "/api/day-status/:date",
      {
        schema: { params: dayStatusParamsSchema, body: markDaySchema, response: { 200: dayStatusSchema, ...errors } },
      },
      async (request) => {
        const user = requireUser(request);
        const zone = requestTimeZone(request, user);
        return expenditure.mark(user.id, request.params.date, request.body.status, zone);
      },
    );

    api.get(
      "/api/check-in",
      { schema: { querystring: checkInQuerySchema, response: { 200: checkInProposalSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return expenditure.proposal(user.id, requestTimeZone(request, user), request.locale);
      },
    );

    /** Accept (a new active goal) or decline; the check-in is stored either way. */
    api.post(
      "/api/check-in",
      { schema: { body: checkInDecisionSchema, response: { 201: checkInResultSchema, ...errors } } },
      async (request, reply) => {
        const user = requireUser(request);
        const zone = requestTimeZone(request, user);
        return reply.status(201).send(await expenditure.decide(user.id, request.body, zone, request.locale));
      },
    );

    api.get(
      "/api/check-ins",
      { schema: { querystring: checkInQuerySchema, response: { 200: checkInListSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return expenditure.checkIns(user.id);
      },
    );
  },
);
