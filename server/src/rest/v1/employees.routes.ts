import { createEmployeeInput, idInput, listEmployeesInput, listEmployeeVisitsInput, updateEmployeeInput } from '@sevak/shared';
import * as service from '../../modules/employees/employees.service';
import { fromPath, fromPathAndBody, restRoute, withTotal, type RestRoute } from '../define-route';

export const employeesRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin/employee',
    message: 'Employees fetched successfully',
    input: listEmployeesInput,
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listEmployees(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'POST',
    url: '/admin/employee',
    status: 201,
    message: 'Employee created successfully',
    input: createEmployeeInput,
    handle: ({ deps, actor, input }) => service.createEmployee(deps, actor, input),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/employee/visit/:id',
    message: 'Visit history fetched successfully',
    input: listEmployeeVisitsInput,
    from: ({ params, query }) => ({ ...query, id: params.id }),
    handle: async ({ deps, actor, input, reply }) => withTotal(reply, await service.listEmployeeVisits(deps, actor, input)),
  }),
  restRoute.admin({
    method: 'GET',
    url: '/admin/employee/:id',
    message: 'Employee fetched successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.getEmployee(deps, actor, input.id),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin/employee/:id',
    message: 'Employee updated successfully',
    input: updateEmployeeInput,
    from: fromPathAndBody,
    handle: ({ deps, actor, input }) => service.updateEmployee(deps, actor, input.id, input.data),
  }),
  restRoute.admin({
    method: 'DELETE',
    url: '/admin/employee/:id',
    message: 'Employee deleted successfully',
    input: idInput,
    from: fromPath,
    handle: ({ deps, actor, input }) => service.deleteEmployee(deps, actor, input.id),
  }),
];
