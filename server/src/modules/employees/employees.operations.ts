import {
  createEmployeeInput,
  employeeOptionsInput,
  idInput,
  listEmployeesInput,
  listEmployeeVisitsInput,
  MSG,
  updateEmployeeInput,
} from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './employees.service';

export const employeeOperations = {
  list: admin.query({
    input: listEmployeesInput,
    rest: { method: 'GET', path: '/admin/employee', message: MSG.employees.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listEmployees(deps, caller, input),
  }),
  get: admin.query({
    input: idInput,
    rest: { method: 'GET', path: '/admin/employee/:id', message: MSG.employees.rest.get },
    run: ({ deps, caller, input }) => service.getEmployee(deps, caller, input.id),
  }),
  create: admin.mutation({
    input: createEmployeeInput,
    rest: { method: 'POST', path: '/admin/employee', status: 201, message: MSG.employees.rest.create },
    run: ({ deps, caller, input }) => service.createEmployee(deps, caller, input),
  }),
  update: admin.mutation({
    input: updateEmployeeInput,
    rest: { method: 'PUT', path: '/admin/employee/:id', body: 'data', message: MSG.employees.rest.update },
    run: ({ deps, caller, input }) => service.updateEmployee(deps, caller, input.id, input.data),
  }),
  delete: admin.mutation({
    input: idInput,
    rest: { method: 'DELETE', path: '/admin/employee/:id', message: MSG.employees.rest.delete },
    run: ({ deps, caller, input }) => service.deleteEmployee(deps, caller, input.id),
  }),
  /** One technician's visit history (spec §2 /employee/visit/:id). */
  visits: admin.query({
    input: listEmployeeVisitsInput,
    rest: { method: 'GET', path: '/admin/employee/visit/:id', message: MSG.employees.rest.visits, list: 'rows' },
    run: ({ deps, caller, input }) => service.listEmployeeVisits(deps, caller, input),
  }),
  options: admin.query({
    input: employeeOptionsInput,
    rest: false,
    why: "a short pick list for the visit form's technician; GET /admin/employee?search= serves external clients",
    run: ({ deps, caller, input }) => service.listEmployeeOptions(deps, caller, input),
  }),
};
