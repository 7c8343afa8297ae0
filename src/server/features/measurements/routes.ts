import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  createMeasurementSchema,
  measurementListSchema,
  measurementSchema,
  updateMeasurementSchema,
} from "../../../shared/contracts/measurements.js";
import { bodyRangeQuerySchema } from "../../../shared/contracts/weights.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { MeasurementsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Body measurements (issue 26): one set per local day; the same date again replaces it. */
export const measurementRoutes = feature(
  "measurements",
  ["session"],
  async (app, { measurements }: { measurements: MeasurementsService }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/api/measurements",
      { schema: { querystring: bodyRangeQuerySchema, response: { 200: measurementListSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return measurements.list(user.id, request.query, requestTimeZone(request, user));
      },
    );

    /** 201 for a new day, 200 when the day's set was replaced. */
    api.post(
      "/api/measurements",
      {
        schema: {
          body: createMeasurementSchema,
          response: { 200: measurementSchema, 201: measurementSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { measurement, created } = await measurements.record(
          user.id,
          request.body,
          requestTimeZone(request, user),
        );
        return reply.status(created ? 201 : 200).send(measurement);
      },
    );

    api.patch(
      "/api/measurements/:id",
      {
        schema: {
          params: idParamsSchema,
          body: updateMeasurementSchema,
          response: { 200: measurementSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return measurements.update(user.id, request.params.id, request.body, requestTimeZone(request, user));
      },
    );

    api.delete(
      "/api/measurements/:id",
      { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        await measurements.delete(user.id, request.params.id);
        return { message: "Measurement deleted" };
      },
    );
  },
);
