import {
  assignVisitInput,
  createVisitInput,
  idInput,
  listVisitsInput,
  MSG,
  rescheduleVisitInput,
  scheduleDaysInput,
  scheduleInput,
  setVisitStatusInput,
  updateVisitInput,
} from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './visits.service';

export const visitOperations = {
  list: admin.query({
    input: listVisitsInput,
    rest: { method: 'GET', path: '/admin/visit', message: MSG.visits.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listVisits(deps, caller, input),
  }),
  /** The Total, Today, Upcoming, Completed and Pending Pay cards. */
  summary: admin.query({
    rest: { method: 'GET', path: '/admin/visit/summary', message: MSG.visits.rest.summary },
    run: ({ deps, caller }) => service.summarizeVisits(deps, caller),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/visit/:id', message: MSG.visits.rest.get },
    run: ({ deps, caller, input }) => service.getVisit(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createVisitInput,
    rest: { method: 'POST', path: '/admin/visit', status: 201, message: MSG.visits.rest.create },
    run: ({ deps, caller, input }) => service.createVisit(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateVisitInput,
    rest: { method: 'PUT', path: '/admin/visit/:id', body: 'data', message: MSG.visits.rest.update },
    run: ({ deps, caller, input }) => service.updateVisit(deps, caller, input.id, input.data),
  }),
  /** Marks the visit done and books the next one (PRODUCT.md "Auto-scheduled visits"). */
  complete: admin.mutation({
    input: idInput,
    rest: { method: 'POST', path: '/admin/visit/:id/complete', body: 'none', message: MSG.visits.rest.complete },
    run: ({ deps, caller, input }) => service.completeVisit(deps, caller, input.id),
  }),
  /** Done (as Mark completed), missed, cancelled, or scheduled again. */
  setStatus: admin.mutation({
    input: setVisitStatusInput,
    rest: { method: 'PUT', path: '/admin/visit/:id/status', message: MSG.visits.rest.setStatus },
    run: ({ deps, caller, input }) => service.setVisitStatus(deps, caller, input.id, input.status),
  }),
  reschedule: admin.mutation({
    input: rescheduleVisitInput,
    rest: { method: 'POST', path: '/admin/visit/:id/reschedule', message: MSG.visits.rest.reschedule },
    run: ({ deps, caller, input }) => service.rescheduleVisit(deps, caller, input.id, input.visitDate),
  }),
  /** `employeeID: null` leaves the visit unassigned. */
  assign: admin.mutation({
    input: assignVisitInput,
    rest: { method: 'PUT', path: '/admin/visit/:id/employee', message: MSG.visits.rest.assign },
    run: ({ deps, caller, input }) => service.assignVisit(deps, caller, input.id, input.employeeID),
  }),
  /** The technicians' calendar: visits from one day to another, by time, with the overdue ones marked. */
  schedule: admin.query({
    input: scheduleInput,
    rest: { method: 'GET', path: '/admin/schedule', message: MSG.visits.rest.schedule },
    run: ({ deps, caller, input }) => service.listSchedule(deps, caller, input),
  }),
  /**
   * The month and week views' summary of the calendar: per day of the business's time zone that has
   * visits, their count and the first `perDay` by time, instead of every visit of the days.
   */
  scheduleDays: admin.query({
    input: scheduleDaysInput,
    rest: { method: 'GET', path: '/admin/schedule/days', message: MSG.visits.rest.scheduleDays },
    run: ({ deps, caller, input }) => service.listScheduleDays(deps, caller, input),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/visit/:id', message: MSG.visits.rest.delete },
    run: ({ deps, caller, input }) => service.deleteVisit(deps, caller, input.id),
  }),
};
