import {
  createEmployeeInput,
  employeeOptionsInput,
  idInput,
  listEmployeesInput,
  listEmployeeVisitsInput,
  updateEmployeeInput,
} from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './employees.service';

export const employeesRouter = router({
  list: adminProcedure.input(listEmployeesInput).query(({ ctx, input }) => service.listEmployees(ctx.deps, ctx.actor, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getEmployee(ctx.deps, ctx.actor, input.id)),
  create: adminProcedure.input(createEmployeeInput).mutation(({ ctx, input }) => service.createEmployee(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateEmployeeInput)
    .mutation(({ ctx, input }) => service.updateEmployee(ctx.deps, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteEmployee(ctx.deps, ctx.actor, input.id)),
  visits: adminProcedure
    .input(listEmployeeVisitsInput)
    .query(({ ctx, input }) => service.listEmployeeVisits(ctx.deps, ctx.actor, input)),
  options: adminProcedure
    .input(employeeOptionsInput)
    .query(({ ctx, input }) => service.listEmployeeOptions(ctx.deps, ctx.actor, input)),
});
