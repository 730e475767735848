/** The import screens' words in English (the spec's exact text where it gives one). */
export default {
  screens: {
    customers: {
      title: 'Import Customers',
      back: 'Back to Customers',
      who: 'Customer',
      about:
        'Customers with their purchases, one row per purchase: a customer with two purchases has two rows with the same phone and details. ' +
        'The columns are those of Export CSV on the Customers screen, or of the sample file. A customer whose phone is already saved is updated, ' +
        'and a purchase whose bill number is saved is changed.',
    },
    products: {
      title: 'Import Products',
      back: 'Back to Products',
      who: 'Product',
      about:
        'Products with their category and sub-category, one row per product. The columns are those of Export CSV on the Products screen, ' +
        'or of the sample file. A product whose name is already saved is updated; a category or sub-category you do not have yet is created.',
    },
  },
  choose: {
    card: 'Choose a CSV file',
    limits: 'Up to {{rows}} rows; dates as dd-mm-yyyy. Nothing is saved until you press Import. From Excel, use File › Save As › CSV UTF-8.',
    drop: 'Choose a CSV file, or drop it here',
    another: '{{file}}: choose another file',
    sample: 'Download sample CSV',
    checking: 'Checking the file',
    tooLarge: '{{file}} is {{size}} MB: import at most {{maximum}} MB at a time.',
  },
  progress: {
    uploading: 'Sending the file',
    working: 'Checking every row',
    saving: 'Saving every row',
    receiving: 'Receiving the result',
    percent: '{{phase}} ({{rows}} rows): {{percent}}%',
    waiting: '{{phase}} ({{rows}} rows)…',
  },
  problems: {
    nothingImported: 'Nothing was imported',
    columnsUnusable: 'These columns cannot be used',
    cannotImport: 'The file cannot be imported',
    notChecked: 'The file was not checked',
    networkProblem: 'Sevak could not be reached. Check the connection and try again.',
    noReason: 'Sevak answered {{status}} without saying why. Please try again.',
    unknown: 'Something went wrong. Please try again.',
  },
  done: {
    title: 'Import complete',
    saved: '{{rows}} rows of {{file}} saved. {{summary}}.',
    theFile: 'the file',
    another: 'Import another file',
  },
  columns: {
    card: 'Columns',
    intro: 'Sevak matched your file’s columns by their headers. Change any that are wrong; the rows are checked again at once.',
    field: 'Field',
    required: ' (required)',
    column: 'Column in your file',
    columnFor: 'Column for {{field}}',
    notImported: 'Not imported',
    ignored: 'Not imported: {{columns}}',
  },
  preview: {
    card: 'Check the rows',
    fates: {
      error: 'Error',
      new: 'New',
      update: 'Update',
      unchanged: 'Unchanged',
    },
    counts: {
      error: 'Errors',
      new: 'New',
      update: 'Updates',
      unchanged: 'Unchanged',
    },
    withErrors_one: '{{errors}} row of {{rows}} has errors',
    withErrors_other: '{{errors}} rows of {{rows}} have errors',
    fixThem: 'Fix them in your file and choose it again. Nothing is saved until every row is right.',
    allRows_one: 'All {{rows}} row can be imported',
    allRows_other: 'All {{rows}} rows can be imported',
    tally: '{{label}}: {{total}}',
    nothingToChange: 'Nothing to change',
    table: 'Rows of the file',
    row: 'Row',
    result: 'Result',
    details: 'Details',
    importRows_one: 'Import {{rows}} row',
    importRows_other: 'Import {{rows}} rows',
    chooseAnother: 'Choose another file',
    nothingToImport: 'Nothing to import: every row is saved as it is.',
  },
};
