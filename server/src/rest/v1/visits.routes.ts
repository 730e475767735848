import { createVisitInput, idInput, listVisitsInput, updateVisitInput } from '@sevak/shared';
import * as service from '../../modules/visits/visits.service';
import { fromPath, fromPathAndBody, restRoute, withTotal, type RestRoute } from '../define-route';

export const visitsRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/visit',
    message: 'Visits fetched successfully',
    input: listVisitsInput,
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listVisits(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/visit',
    status: 201,
    message: 'Visit created successfully',
    input: createVisitInput,
    handle: ({ deps, actor, input }) => service.createVisit(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/visit/:id',
    message: 'Visit fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getVisit(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/visit/:id',
    message: 'Visit updated successfully',
    input: updateVisitInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateVisit(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/visit/:id/complete',
    message: 'Visit marked completed',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.completeVisit(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/visit/:id',
    message: 'Visit deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteVisit(deps, actor, input.id),
  }),
];
