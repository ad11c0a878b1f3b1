import type { Kysely } from 'kysely';
import {
  BOOKING_TIME_ZONE,
  type AddClosedDayRequest,
  type OpeningHours,
  type SetOpeningHoursRequest,
} from '@pamoja/contract/bookings';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import { isoWeekday, toMinute, toTime } from './nairobi-time';
import { createOpeningHoursRepository, type StoredDay } from './opening-hours-repository';
import type { DayHours } from './slots';

/** Every branch keeps these until it sets its own: Mon–Fri 08:00–17:00, Sat 09:00–13:00. */
export const DEFAULT_WEEK: StoredDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opensMinute: weekday <= 5 ? 480 : weekday === 6 ? 540 : null,
  closesMinute: weekday <= 5 ? 1020 : weekday === 6 ? 780 : null,
}));

/** Opening hours (Nairobi time) and closed days of the request's organisation's branches. */
export function createOpeningHours(db: Kysely<MainDatabase>) {
  const repository = createOpeningHoursRepository(db);

  async function branchOf(auth: AuthContext, branchId: string) {
    const organisationId = requestOrganisation(auth);
    const branch = await repository.branch(organisationId, branchId);
    if (!branch) throw notFound('Branch');
    return { organisationId, branch };
  }

  async function week(branchId: string) {
    const own = await repository.days(branchId);
    return { custom: own.length === 7, days: own.length === 7 ? own : DEFAULT_WEEK };
  }

  async function answer(branchId: string): Promise<OpeningHours> {
    const { custom, days } = await week(branchId);
    return {
      branchId,
      timeZone: BOOKING_TIME_ZONE,
      custom,
      days: days.map((day) => ({
        weekday: day.weekday,
        closed: day.opensMinute === null,
        opensAt: day.opensMinute === null ? null : toTime(day.opensMinute),
        closesAt: day.closesMinute === null ? null : toTime(day.closesMinute),
      })),
    };
  }

  return {
    async get(auth: AuthContext, branchId: string) {
      await branchOf(auth, branchId);
      return answer(branchId);
    },

    async set(auth: AuthContext, branchId: string, input: SetOpeningHoursRequest) {
      const { organisationId } = await branchOf(auth, branchId);
      const days = input.days.map((day) => ({
        weekday: day.weekday,
        opensMinute: day.closed || !day.opensAt ? null : toMinute(day.opensAt),
        closesMinute: day.closed || !day.closesAt ? null : toMinute(day.closesAt),
      }));
      await repository.replaceDays(organisationId, branchId, days);
      return answer(branchId);
    },

    /** The hours of one day of a branch already known to be the organisation's. */
    async hoursOn(branchId: string, day: string): Promise<DayHours & { closedDay: boolean }> {
      if (await repository.isClosedOn(branchId, day)) {
        return { opensMinute: null, closesMinute: null, closedDay: true };
      }
      const { days } = await week(branchId);
      const found = days.find((d) => d.weekday === isoWeekday(day));
      return {
        opensMinute: found?.opensMinute ?? null,
        closesMinute: found?.closesMinute ?? null,
        closedDay: false,
      };
    },

    async closedDays(
      auth: AuthContext,
      branchId: string,
      query: { page: number; limit: number; from?: string | undefined },
    ) {
      await branchOf(auth, branchId);
      return repository.closedDays(branchId, query.from, query);
    },

    async addClosedDay(auth: AuthContext, branchId: string, input: AddClosedDayRequest) {
      const { organisationId } = await branchOf(auth, branchId);
      const reason = input.reason?.trim() || null;
      const { id } = await uniqueOr(
        () => repository.addClosedDay(organisationId, branchId, input.date, reason),
        () => conflict('This branch is already closed on that day.', 'CLOSED_DAY_EXISTS'),
      );
      return { id, branchId, date: input.date, reason };
    },

    async removeClosedDay(auth: AuthContext, branchId: string, id: string) {
      const { organisationId } = await branchOf(auth, branchId);
      if (!(await repository.removeClosedDay(organisationId, branchId, id))) {
        throw notFound('Closed day');
      }
    },
  };
}

export type OpeningHoursService = ReturnType<typeof createOpeningHours>;
