import {
  addCustomerProductInput,
  createCustomerInput,
  customerOptionsInput,
  idInput,
  listCustomersInput,
  removeCustomerProductInput,
  updateCustomerInput,
} from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './customers.service';

export const customersRouter = router({
  list: adminProcedure.input(listCustomersInput).query(({ ctx, input }) => service.listCustomers(ctx.deps, ctx.actor, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getCustomer(ctx.deps, ctx.actor, input.id)),
  create: adminProcedure.input(createCustomerInput).mutation(({ ctx, input }) => service.createCustomer(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateCustomerInput)
    .mutation(({ ctx, input }) => service.updateCustomer(ctx.deps, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteCustomer(ctx.deps, ctx.actor, input.id)),
  addProduct: adminProcedure
    .input(addCustomerProductInput)
    .mutation(({ ctx, input }) => service.addCustomerProduct(ctx.deps, ctx.actor, input.customerId, input.data)),
  removeProduct: adminProcedure
    .input(removeCustomerProductInput)
    .mutation(({ ctx, input }) => service.removeCustomerProduct(ctx.deps, ctx.actor, input.customerId, input.customerProductId)),
  options: adminProcedure
    .input(customerOptionsInput)
    .query(({ ctx, input }) => service.listCustomerOptions(ctx.deps, ctx.actor, input)),
  invoice: adminProcedure.input(idInput).query(({ ctx, input }) => service.getCustomerInvoice(ctx.deps, ctx.actor, input.id)),
});
