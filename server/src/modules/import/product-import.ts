import {
  listProductCategoriesInput,
  listProductSubCategoriesInput,
  productCategoryFields,
  productFields,
  productSubCategoryFields,
  MAX_IMPORT_ROWS,
  message,
  MSG,
  type ProductFields,
  type ProductImportField,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import type { BusinessScope } from '../../tenancy/data-scope';
import { createProductCategory, listProductCategories } from '../product-categories/product-categories.service';
import { createProductSubCategory, listProductSubCategories } from '../product-sub-categories/product-sub-categories.service';
import { findProductsByName, type ProductOnFile } from '../products/products.repository';
import { saveImportedProducts } from '../products/products.service';
import { amountOfCell, blankToNull, inColumn, messagesOf, percentOfCell } from './import-cells';
import { cellsOf, columnNamer, groupBy, raggedRowProblem, type CheckedSlice, type ColumnMap, type FileRow, type ImportChecker, type PlannedRow } from './import-file';

/*
 * The product file: one row per product, matched within the business by its name (in any case).
 * A category or sub-category the business does not have yet is created, and the row says so: an
 * owner bringing their stock list from another program expects their categories to come along.
 * Every row is checked with the product form's own schema; a field whose column the file does
 * not have keeps what is saved (a new product's quantity is then 0).
 */

type Field = ProductImportField;

/** The product form's field each column fills, to name the column in the form's messages. */
const COLUMN_OF_FORM_FIELD: Record<string, Field> = {
  name: 'name',
  price: 'price',
  quantity: 'quantity',
  productCategoryId: 'category',
  productSubCategoryId: 'subCategory',
  hsnCode: 'hsnCode',
  gstRate: 'gstRate',
};

const COMPARED: [keyof ProductFields & keyof ProductOnFile, Field][] = [
  ['name', 'name'],
  ['price', 'price'],
  ['quantity', 'quantity'],
  ['productCategoryId', 'category'],
  ['productSubCategoryId', 'subCategory'],
  ['hsnCode', 'hsnCode'],
  ['gstRate', 'gstRate'],
];

/** A category or sub-category: saved (it has an id), or to be created by the import (its id comes when it is). */
interface Group {
  id?: string;
  name?: string;
  /** A sub-category's category. */
  category?: Group;
}

const idOf = (group: Group | null) => group?.id ?? null;
const isNew = (group: Group | null) => group !== null && !group.id;

interface Placed<T> {
  fields: T;
  category: Group | null;
  subCategory: Group | null;
}

/** The product's fields with its category and sub-category, created by now. */
const placed = <T extends ProductFields>({ fields, category, subCategory }: Placed<T>): T => ({
  ...fields,
  productCategoryId: idOf(category),
  productSubCategoryId: idOf(subCategory),
});

/**
 * The product file is checked in one slice: a business's stock list is short, and a row may be
 * placed in a category that an earlier row creates.
 */
export function checkProductImport(deps: AppDeps, business: BusinessScope, header: string[], columns: ColumnMap<Field>): ImportChecker {
  let summary: ReturnType<ImportChecker['summary']> = [];
  return {
    sliceRows: MAX_IMPORT_ROWS,
    async check(rows) {
      const checked = await checkProducts(deps, business, header, rows, columns);
      summary = checked.summary;
      return checked;
    },
    summary: () => summary,
    finish: () => Promise.resolve(),
  };
}

async function checkProducts(
  deps: AppDeps,
  business: BusinessScope,
  header: string[],
  fileRows: FileRow[],
  columns: ColumnMap<Field>,
): Promise<CheckedSlice & { summary: ReturnType<ImportChecker['summary']> }> {
  const columnOf = columnNamer('products', header, columns);
  const rows = fileRows.map((row) => ({ row, cells: cellsOf(row, columns) }));
  const names = [...new Set(rows.flatMap(({ cells }) => (cells.name ? [cells.name] : [])))];
  const [saved, categories, subCategories] = await Promise.all([
    findProductsByName(deps.db, business.businessId, names),
    listProductCategories(deps, business, listProductCategoriesInput.parse({})),
    listProductSubCategories(deps, business, listProductSubCategoriesInput.parse({})),
  ]);
  const savedByName = groupBy(saved, (product) => product.name.toLowerCase());
  const categoryByName = new Map<string, Group>(categories.items.map((category) => [category.name.toLowerCase(), category]));
  const subCategoryByName = new Map<string, Group>(subCategories.items.map((sub) => [`${sub.productCategoryId}/${sub.name.toLowerCase()}`, sub]));
  const newCategories: Group[] = [];
  const newSubCategories: Group[] = [];
  // A sub-category is keyed by its category: the category's id, or the name of one still to create.
  const keyOf = (category: Group) => category.id ?? `new:${category.name!.toLowerCase()}`;

  const outcomes: PlannedRow[] = [];
  const firstRowOfName = new Map<string, number>();
  const announced = new Set<Group>();
  const created: Placed<ProductFields>[] = [];
  const changed: Placed<ProductFields & { id: string }>[] = [];

  for (const { row, cells } of rows) {
    const outcome: PlannedRow = { row: row.row, fate: 'error', label: cells.name ?? '', errors: [], notes: [] };
    outcomes.push(outcome);
    const ragged = raggedRowProblem(row, header);
    if (ragged) {
      outcome.errors.push(ragged);
      continue;
    }
    const matches = cells.name ? (savedByName.get(cells.name.toLowerCase()) ?? []) : [];
    if (cells.name && matches.length > 1) {
      outcome.errors.push(inColumn(columnOf('name'), message(MSG.import.rows.productNameRepeated, { count: matches.length, name: cells.name })));
    }
    const existing = matches.length === 1 ? matches[0] : undefined;
    const firstRow = cells.name ? firstRowOfName.get(cells.name.toLowerCase()) : undefined;
    if (cells.name && firstRow !== undefined) {
      outcome.errors.push(inColumn(columnOf('name'), message(MSG.import.rows.productOnRow, { name: cells.name, row: firstRow })));
    }
    else if (cells.name) firstRowOfName.set(cells.name.toLowerCase(), row.row);

    // The category and sub-category by name; one the business does not have yet is planned.
    let category: Group | null = existing?.productCategoryId ? { id: existing.productCategoryId } : null;
    if (columns.category !== undefined) {
      category = null;
      if (cells.category) {
        const named = productCategoryFields.shape.name.safeParse(cells.category);
        if (!named.success) outcome.errors.push(...messagesOf(named.error, () => columnOf('category')));
        category = categoryByName.get(cells.category.toLowerCase()) ?? null;
        if (!category && named.success) {
          category = { name: named.data };
          newCategories.push(category);
          categoryByName.set(cells.category.toLowerCase(), category);
        }
      }
    }
    const categoryKept = idOf(category) === (existing?.productCategoryId ?? null);
    let subCategory: Group | null = categoryKept && existing?.productSubCategoryId ? { id: existing.productSubCategoryId } : null;
    if (columns.subCategory !== undefined) {
      subCategory = null;
      if (cells.subCategory && !category) outcome.errors.push(inColumn(columnOf('subCategory'), MSG.import.rows.subCategoryWithoutCategory));
      if (cells.subCategory && category) {
        const named = productSubCategoryFields.shape.name.safeParse(cells.subCategory);
        if (!named.success) outcome.errors.push(...messagesOf(named.error, () => columnOf('subCategory')));
        const key = `${keyOf(category)}/${cells.subCategory.toLowerCase()}`;
        subCategory = subCategoryByName.get(key) ?? null;
        if (!subCategory && named.success) {
          subCategory = { name: named.data, category };
          newSubCategories.push(subCategory);
          subCategoryByName.set(key, subCategory);
        }
      }
    }

    const parsed = productFields.safeParse({
      name: cells.name || null,
      price: amountOfCell(cells.price),
      quantity: cells.quantity || (existing?.quantity ?? 0),
      // A category still to be created is checked by its name above; the schema sees none yet.
      productCategoryId: idOf(category),
      productSubCategoryId: idOf(subCategory),
      hsnCode: blankToNull(cells.hsnCode),
      gstRate: percentOfCell(cells.gstRate),
    });
    if (!parsed.success) outcome.errors.push(...messagesOf(parsed.error, (field) => columnOf(COLUMN_OF_FORM_FIELD[field] ?? 'name')));
    if (outcome.errors.length > 0 || !parsed.success) continue;

    // A new category or sub-category is named on the first sound row that brings it.
    for (const [group, note] of [
      [category, MSG.import.notes.newCategory],
      [subCategory, MSG.import.notes.newSubCategory],
    ] as const) {
      if (group && isNew(group) && !announced.has(group)) {
        announced.add(group);
        outcome.notes.push(message(note, { name: group.name ?? '' }));
      }
    }
    const fields = parsed.data;
    if (!existing) {
      created.push({ fields, category, subCategory });
      outcome.notes.unshift(message(MSG.import.notes.newProduct));
      outcome.fate = 'new';
      continue;
    }
    const planned = placed({ fields, category, subCategory });
    const differ = COMPARED.filter(([key, field]) => {
      if ((field === 'category' && isNew(category)) || (field === 'subCategory' && isNew(subCategory))) return true;
      return planned[key] !== undefined && planned[key] !== existing[key];
    }).map(([, field]) => columnOf(field));
    outcome.fate = differ.length > 0 ? 'update' : 'unchanged';
    if (differ.length > 0) {
      changed.push({ fields: { ...fields, id: existing.id }, category, subCategory });
      outcome.notes.push(message(MSG.import.notes.changes, { columns: differ.join(', ') }));
    }
  }

  return {
    rows: outcomes,
    summary: [
      { label: MSG.import.summary.newProducts, count: created.length },
      { label: MSG.import.summary.productsChanged, count: changed.length },
      { label: MSG.import.summary.newCategories, count: newCategories.length },
      { label: MSG.import.summary.newSubCategories, count: newSubCategories.length },
    ],
    save: async () => {
      for (const category of newCategories) category.id = (await createProductCategory(deps, business, { name: category.name! })).id;
      for (const sub of newSubCategories) {
        sub.id = (await createProductSubCategory(deps, business, { name: sub.name!, productCategoryId: sub.category!.id! })).id;
      }
      await saveImportedProducts(deps, business, { created: created.map(placed), changed: changed.map(placed) });
    },
  };
}
