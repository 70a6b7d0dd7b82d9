export { CSV_BOM, CSV_LINE_END, csvChunks, csvField, csvRecord, neutraliseFormula, type CsvCell, type CsvColumn } from './csv.js';
export { CSV_CONTENT_TYPE, csvAttachment, datedCsvFilename } from './csv-attachment.js';
