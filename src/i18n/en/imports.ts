// Spreadsheet imports: the page, the preview, progress and results (validation.* messages come
// from contract/messages.ts).
import { resources } from './shell.ts';

export const imports = {
  titles: {
    product: 'Import products',
    locations: 'Import locations',
  },
  intro: 'Fill the template, then choose the file. Every row is checked here before anything is sent.',
  template: {
    download: 'Download template',
    failed: 'The template could not be prepared. Try again.',
  },
  file: {
    choose: 'Choose file',
    chooseAnother: 'Choose another file',
    accepted: 'Accepted: .xlsx, .xls or .csv (the first sheet is read). You can also drop the file on this box.',
    chosen: 'File: %{name}',
  },
  phases: {
    reading: 'Reading the file…',
    parsing: 'Reading the sheet…',
    validating: 'Checking the rows…',
    sending: 'Sending the rows (%{count})…',
  },
  progressLabel: 'Import progress',
  preview: {
    title: 'Preview',
    line: 'Row',
    status: 'Status',
    ok: 'OK',
    rowsSummary: 'Rows: %{count}, with errors: %{errors}',
    onlyErrors: 'Show only rows with errors',
    ignoredHeaders: 'Columns not imported: %{columns}',
    fixAndRetry: 'Nothing has been sent. Correct the rows marked in red in your file and choose it again.',
    empty: 'No rows to show.',
  },
  /** Column names of the preview, by the template's header (the sheet keeps the header itself). */
  columns: {
    // The product's field labels, then the other imports' columns.
    ...resources.product.fields,
    product_type: 'Product type',
    type: 'Type',
    latitude: 'Latitude',
    longitude: 'Longitude',
    address: 'Address',
    pic_location: 'Person in charge',
    start_operation_hour: 'Opens at',
    end_operation_hour: 'Closes at',
    category: 'Category',
    type_name: 'Vehicle type',
    features_name: 'Features',
    length: 'Length (m)',
    width: 'Width (m)',
    height: 'Height (m)',
    max_volume: 'Max volume (m³)',
    max_weight: 'Max weight (kg)',
    plate_number: 'Plate number',
    vehicle_name: 'Vehicle',
    driver_national_identity: "Driver's national ID (NIK)",
  },
  submit: 'Import all rows (%{count})',
  errors: {
    tooLarge: 'The file is too large: at most %{mb} MB once uncompressed.',
    tooManyEntries: 'The file holds too many parts (at most %{entries}); it is not a plain spreadsheet.',
    unreadable: 'The file could not be read as a spreadsheet.',
    empty: 'The sheet has no data rows.',
    tooManyRows: 'The sheet has %{count} rows; at most %{max} can be imported at once.',
    missingColumns: 'Required columns are missing: %{columns}. Use the template headers.',
    refused: 'The server refused the import; nothing was saved. See the rows marked in red.',
    failed: 'The import failed; nothing was saved. %{message}',
  },
  result: {
    title: 'Import finished',
    created: 'Created: %{count}',
    updated: 'Updated: %{count}',
    backToList: 'Back to the list',
    another: 'Import another file',
  },
};
