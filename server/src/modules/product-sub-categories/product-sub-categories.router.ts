import {
  createProductSubCategoryInput,
  idInput,
  listProductSubCategoriesInput,
  updateProductSubCategoryInput,
} from '@sevak/shared';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import * as service from './product-sub-categories.service';

export const productSubCategoriesRouter = router({
  list: adminProcedure
    .input(listProductSubCategoriesInput)
    .query(({ ctx, input }) => service.listProductSubCategories(ctx.deps, ctx.actor, input)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => service.getProductSubCategory(ctx.deps, ctx.actor, input.id)),
  create: adminProcedure
    .input(createProductSubCategoryInput)
    .mutation(({ ctx, input }) => service.createProductSubCategory(ctx.deps, ctx.actor, input)),
  update: adminProcedure
    .input(updateProductSubCategoryInput)
    .mutation(({ ctx, input }) => service.updateProductSubCategory(ctx.deps, ctx.actor, input.id, input.data)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => service.deleteProductSubCategory(ctx.deps, ctx.actor, input.id)),
});
