/** What the server and the shared schemas say about CSV imports, in English (the spec's exact text). */
export const importMessagesEn = {
  noFile: 'Send the CSV file as the request body (Content-Type: text/csv).',
  // MAX_IMPORT_BYTES (import.schemas.ts) in MB.
  tooLarge: 'The file is too large: import at most 20 MB at a time.',
  dryRun: 'dryRun must be true or false',
  columns: 'columns must be a JSON object naming, for each field, the header of its column',
  /** A file that cannot be read or mapped at all: nothing of it is checked. */
  file: {
    notUtf8: 'The file is not UTF-8 text. Save it from Excel as "CSV UTF-8 (Comma delimited)" and try again.',
    atLine: ' (line {{line}} of the file)',
    quoteNotClosed:
      'The file is not valid CSV: a quote (") opens a cell in row {{row}} and is never closed, so the rest of the file would be one cell.',
    quoteInCell:
      'The file is not valid CSV: row {{row}}{{where}} has a quote (") in the middle of a cell. ' +
      'A cell with quotes must be in quotes itself, each quote inside it written twice ("").',
    textAfterQuote:
      "The file is not valid CSV: row {{row}}{{where}} has text after a quoted cell's closing quote. " +
      'A quote inside a quoted cell must be written twice ("").',
    notCsv: 'The file is not valid CSV{{where}}. Save it from Excel as "CSV UTF-8 (Comma delimited)" and try again.',
    empty: 'The file is empty. Its first row must name the columns, as in the sample file.',
    noRows: 'The file has a header row but no rows to import.',
    tooManyRows: 'The file has {{rows}} rows; import at most {{maximum}} at a time. Split it into smaller files.',
    noSuchColumn: 'The file has no column "{{column}}" for {{field}}. Its columns are: {{columns}}.',
    twoFields: '{{first}} and {{second}}',
    looksLikeCustomers:
      'This looks like a customer file, not a product file: its columns are {{columns}}. ' +
      'Import it under Customers, or choose its columns for {{fields}}.',
    looksLikeProducts:
      'This looks like a product file, not a customer file: its columns are {{columns}}. ' +
      'Import it under Products, or choose its columns for {{fields}}.',
    missingColumns:
      'The file has no column for {{fields}}. Its columns are: {{columns}}. ' +
      'Name the columns as the sample file does, or choose which column holds each field.',
  },
  /** Why a row cannot be imported. */
  rows: {
    inColumn: '{{column}}: {{problem}}',
    ragged:
      'This row has {{cells}} cells but the header has {{columns}} columns: a comma is missing or extra, or a cell with a comma is not in quotes.',
    dateFormat: 'Write dates as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd',
    scientificPhone:
      'Excel turned this phone into a number (like 9.82E+09) and lost its digits: format the column as Text and type the numbers again',
    pinCode: 'Enter a 6-digit PIN code',
    language: 'Write the language as English or Hindi (or en, hi)',
    noPurchaseColumns: 'A new customer is saved with their purchase, but the file has no Product, Bill number or Purchase date column',
    noSuchProduct: 'No product is named "{{name}}". Add it under Products first',
    productNameRepeated: '{{count}} products are named "{{name}}"; rename one first',
    billOnRow: 'Bill number {{billNumber}} is also on row {{row}}',
    serialOnRow: 'Serial number {{serialNumber}} is also on row {{row}}',
    phoneDiffers: 'Phone {{phone}} is also on row {{row}} with a different {{columns}}: each row of a customer must repeat the same details',
    productOnRow: 'Product "{{name}}" is also on row {{row}}',
    subCategoryWithoutCategory: 'Choose a category for the sub-category',
  },
  /** What importing a sound row does. */
  notes: {
    newCustomer: 'New customer',
    changes: 'Changes {{columns}}',
    purchase: 'Purchase {{billNumber}} ({{product}})',
    newPurchase: 'New purchase {{billNumber}} ({{product}})',
    changesPurchase: 'Changes purchase {{billNumber}}: {{columns}}',
    newProduct: 'New product',
    newCategory: 'New category {{name}}',
    newSubCategory: 'New sub-category {{name}}',
  },
  /** The records an import saves, counted. */
  summary: {
    newCustomers: 'New customers',
    customersChanged: 'Customers changed',
    newPurchases: 'New purchases',
    purchasesChanged: 'Purchases changed',
    newProducts: 'New products',
    productsChanged: 'Products changed',
    newCategories: 'New categories',
    newSubCategories: 'New sub-categories',
  },
  refused: {
    rowProblem: 'Row {{row}}: {{problem}}',
    oneRow: '{{count}} row of {{rows}} has errors, so nothing was imported. Fix it and import the file again.',
    rows: '{{count}} rows of {{rows}} have errors, so nothing was imported. Fix them and import the file again.',
  },
  rest: {
    checked: 'Import checked; nothing was saved',
    customers: 'Customers imported successfully',
    products: 'Products imported successfully',
  },
};
