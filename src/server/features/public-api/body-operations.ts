import type {
  PublicCheckIn,
  PublicCheckInDecision,
  PublicCheckInProposal,
  PublicCheckInResult,
  PublicExpenditure,
  PublicExpenditureHistoryQuery,
} from "../../../shared/contracts/public/expenditure.js";
import type {
  PublicMeasurement,
  PublicMeasurementChanges,
  PublicNewMeasurement,
} from "../../../shared/contracts/public/measurements.js";
import type {
  PublicBodyRangeQuery,
  PublicNewWeighIn,
  PublicWeighIn,
  PublicWeighInChanges,
} from "../../../shared/contracts/public/weights.js";
import type { WeightTrend } from "../../../shared/contracts/weights.js";
import type { ExpenditureService } from "../expenditure/service.js";
import { publicGoal } from "../goals/present.js";
import type { MeasurementsService } from "../measurements/service.js";
import type { WeightsService } from "../weights/service.js";
import type { ApiCaller } from "./caller.js";

export interface PublicBodyDeps {
  weights: WeightsService;
  measurements: MeasurementsService;
  expenditure: ExpenditureService;
}

/** A write that may have replaced the day's record: `created` says which (201 or 200 over REST). */
export interface Recorded<T> {
  record: T;
  created: boolean;
}

/**
 * Issue 26's part of the public API: weigh-ins, measurements, the expenditure and the weekly
 * check-in, in v1 shapes (the features' own presenters), for /api/v1 and MCP alike.
 */
export function publicBodyOperations({ weights, measurements, expenditure }: PublicBodyDeps) {
  return {
    async listWeighIns(caller: ApiCaller, query: PublicBodyRangeQuery): Promise<PublicWeighIn[]> {
      return weights.list(caller.userId, query, caller.timeZone);
    },

    async weightTrend(caller: ApiCaller, query: PublicBodyRangeQuery): Promise<WeightTrend> {
      return weights.trend(caller.userId, query, caller.timeZone);
    },

    async logWeighIn(caller: ApiCaller, input: PublicNewWeighIn): Promise<Recorded<PublicWeighIn>> {
      const { weight, created } = await weights.record(caller.userId, input, caller.timeZone);
      return { record: weight, created };
    },

    async updateWeighIn(caller: ApiCaller, id: number, input: PublicWeighInChanges): Promise<PublicWeighIn> {
      return weights.update(caller.userId, id, input, caller.timeZone);
    },

    async deleteWeighIn(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await weights.delete(caller.userId, id);
      return { message: "Weigh-in deleted" };
    },

    async listMeasurements(caller: ApiCaller, query: PublicBodyRangeQuery): Promise<PublicMeasurement[]> {
      return measurements.list(caller.userId, query, caller.timeZone);
    },

    async logMeasurement(caller: ApiCaller, input: PublicNewMeasurement): Promise<Recorded<PublicMeasurement>> {
      const { measurement, created } = await measurements.record(caller.userId, input, caller.timeZone);
      return { record: measurement, created };
    },

    async updateMeasurement(
      caller: ApiCaller,
      id: number,
      input: PublicMeasurementChanges,
    ): Promise<PublicMeasurement> {
      return measurements.update(caller.userId, id, input, caller.timeZone);
    },

    async deleteMeasurement(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await measurements.delete(caller.userId, id);
      return { message: "Measurement deleted" };
    },

    async expenditure(caller: ApiCaller): Promise<PublicExpenditure> {
      return expenditure.expenditure(caller.userId, caller.timeZone);
    },

    async expenditureHistory(caller: ApiCaller, query: PublicExpenditureHistoryQuery) {
      return expenditure.history(caller.userId, query, caller.timeZone);
    },

    async checkInProposal(caller: ApiCaller): Promise<PublicCheckInProposal> {
      return expenditure.proposal(caller.userId, caller.timeZone);
    },

    async listCheckIns(caller: ApiCaller): Promise<PublicCheckIn[]> {
      return expenditure.checkIns(caller.userId);
    },

    async decideCheckIn(caller: ApiCaller, decision: PublicCheckInDecision): Promise<PublicCheckInResult> {
      const { checkIn, goal } = await expenditure.decide(caller.userId, decision, caller.timeZone);
      return { checkIn, goal: goal ? publicGoal(goal) : null };
    },
  };
}
