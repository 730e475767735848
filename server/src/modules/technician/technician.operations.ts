import { completeMyVisitInput, idInput, listMyVisitsInput, MSG, type CompletedVisit } from '@sevak/shared';
import { employee } from '../../operations/operation';
import * as service from './technician.service';

/** The technician's own visits: My day, Upcoming, a visit, and Done. */
export const technicianVisitOperations = {
  /** `today`, `overdue` (My day shows both) or `upcoming` (the next seven days), earliest first. */
  list: employee.query({
    input: listMyVisitsInput,
    rest: { method: 'GET', path: '/employee/visit', message: MSG.technician.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listMyVisits(deps, caller, input),
  }),
  get: employee.query({
    input: idInput,
    rest: { method: 'GET', path: '/employee/visit/:id', message: MSG.technician.rest.get },
    run: ({ deps, caller, input }) => service.getMyVisit(deps, caller, input.id),
  }),
  /** Done: notes, charges, money collected, the next visit. Sent again, it changes nothing and says so. */
  complete: employee.mutation({
    input: completeMyVisitInput,
    rest: {
      method: 'POST',
      path: '/employee/visit/:id/complete',
      message: MSG.technician.complete.done,
      messageOf: (completed: CompletedVisit) => (completed.alreadyDone ? MSG.technician.complete.alreadyDone : MSG.technician.complete.done),
    },
    run: ({ deps, caller, input }) => service.completeMyVisit(deps, caller, input.id, input),
  }),
};
