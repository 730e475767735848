import { createProductInput, idInput, listProductsInput, productOptionsInput, updateProductInput } from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './products.service';

export const productsRouter = router({
  list: adminProcedure.input(listProductsInput).query(({ ctx, input }) => service.listProducts(ctx.deps, ctx.actor, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getProduct(ctx.deps, ctx.actor, input.id)),
  /** Total Products and Total Inventory Value, for the cards on the product page. */
  summary: adminProcedure.query(({ ctx }) => service.summarizeProducts(ctx.deps, ctx.actor)),
  /** A short, searchable pick list of products for the customer and enquiry forms. */
  options: adminProcedure
    .input(productOptionsInput)
    .query(({ ctx, input }) => service.productOptions(ctx.deps, ctx.actor, input)),
  create: adminProcedure.input(createProductInput).mutation(({ ctx, input }) => service.createProduct(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateProductInput)
    .mutation(({ ctx, input }) => service.updateProduct(ctx.deps, ctx.actor, input.id, input.data)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteProduct(ctx.deps, ctx.actor, input.id)),
});
