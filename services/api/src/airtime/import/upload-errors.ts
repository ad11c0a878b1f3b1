import { AppError } from '@pamoja/server-kit/errors';

export const NOT_CSV_OR_XLSX =
  'The file is not a CSV or XLSX file. Download the template, fill it in and upload it as .csv or .xlsx.';

export const unsupportedFile = (message = NOT_CSV_OR_XLSX) =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', message);

export const emptyFile = (message: string) => new AppError(400, 'EMPTY_FILE', message);

export const EMPTY_FILE_MESSAGE =
  'The file is empty. Download the template, add one member per row and upload it again.';
