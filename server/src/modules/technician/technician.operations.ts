import { completeMyVisitInput, idInput, listMyVisitsInput, type CompletedVisit } from '@sevak/shared';
import { employee } from '../../operations/operation';
import * as service from './technician.service';

/** The technician's own visits: My day, Upcoming, a visit, and Done. */
export const technicianVisitOperations = {
  /** `today`, `overdue` (My day shows both) or `upcoming` (the next seven days), earliest first. */
  list: employee.query({
    input: listMyVisitsInput,
    rest: { method: 'GET', path: '/employee/visit', message: 'Visits fetched successfully', list: 'rows' },
    run: ({ deps, caller, input }) => service.listMyVisits(deps, caller, input),
  }),
  get: employee.query({
    input: idInput,
    rest: { method: 'GET', path: '/employee/visit/:id', message: 'Visit fetched successfully' },
    run: ({ deps, caller, input }) => service.getMyVisit(deps, caller, input.id),
  }),
  /** Done: notes, charges, money collected, the next visit. Sent again, it changes nothing and says so. */
  complete: employee.mutation({
    input: completeMyVisitInput,
    rest: {
      method: 'POST',
      path: '/employee/visit/:id/complete',
      message: 'Visit marked done',
      messageOf: (completed: CompletedVisit) => completed.message,
    },
    run: ({ deps, caller, input }) => service.completeMyVisit(deps, caller, input.id, input),
  }),
};
