import { createBusinessInput, idInput, listBusinessesInput, updateBusinessInput } from '@sevak/shared';
import * as service from '../../modules/businesses/businesses.service';
import { fromPath, fromPathAndBody, restRoute, withTotal, type RestRoute } from '../define-route';

/** Spec §7 spells these paths `/superAdmin/admin`: a business and its admin account are one record. */
export const businessesRoutes: RestRoute[] = [
  restRoute.superadmin({
    method: 'GET',
    url: '/superAdmin/admin',
    message: 'Admins fetched successfully',
    input: listBusinessesInput,
    handle: async ({ deps, input, reply }) => withTotal(reply, await service.listBusinesses(deps, input)),
  }),
  restRoute.superadmin({
    method: 'POST',
    url: '/superAdmin/admin',
    status: 201,
    message: 'Admin created successfully',
    input: createBusinessInput,
    handle: ({ deps, input }) => service.createBusiness(deps, input),
  }),
  restRoute.superadmin({
    method: 'GET',
    url: '/superAdmin/admin/:id',
    message: 'Admin fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, input }) => service.getBusiness(deps, input.id),
  }),
  restRoute.superadmin({
    method: 'PUT',
    url: '/superAdmin/admin/:id',
    message: 'Admin updated successfully',
    input: updateBusinessInput,
    from: fromPathAndBody,
    handle: ({ deps, input }) => service.updateBusiness(deps, input.id, input.data),
  }),
  restRoute.superadmin({
    method: 'DELETE',
    url: '/superAdmin/admin/:id',
    message: 'Admin deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, input }) => service.deleteBusiness(deps, input.id),
  }),
];
