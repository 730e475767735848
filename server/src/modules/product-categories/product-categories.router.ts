import {
  createProductCategoryInput,
  idInput,
  listProductCategoriesInput,
  updateProductCategoryInput,
} from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './product-categories.service';

export const productCategoriesRouter = router({
  list: adminProcedure
    .input(listProductCategoriesInput)
    .query(({ ctx, input }) => service.listProductCategories(ctx.deps, ctx.actor, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getProductCategory(ctx.deps, ctx.actor, input.id)),
  create: adminProcedure
    .input(createProductCategoryInput)
    .mutation(({ ctx, input }) => service.createProductCategory(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateProductCategoryInput)
    .mutation(({ ctx, input }) => service.updateProductCategory(ctx.deps, ctx.actor, input.id, input.data)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => service.deleteProductCategory(ctx.deps, ctx.actor, input.id)),
});
