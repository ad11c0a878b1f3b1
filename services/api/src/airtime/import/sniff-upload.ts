import { AppError } from '@pamoja/server-kit/errors';
import { NOT_CSV_OR_XLSX, EMPTY_FILE_MESSAGE, emptyFile, unsupportedFile } from './upload-errors';

export type SniffedUpload = { format: 'xlsx' } | { format: 'csv'; text: string };

const ZIP_LOCAL_HEADER = Buffer.from('PK\x03\x04', 'latin1');
const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from('%PDF-', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];
const XLSX_REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];
/** A 10,000-row member sheet unpacks to about 2 MB; fifty times that is no spreadsheet of ours. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const LEGACY_XLS_MESSAGE =
  'Old Excel .xls files are not supported. Open the file in Excel, choose Save As and save it as an Excel Workbook (.xlsx) or CSV UTF-8, then upload that file.';
const UNPACKED_TOO_LARGE_MESSAGE =
  'The workbook unpacks to more than 100 MB, far more than a member list needs. Save just the name, phone and amount columns as a new .xlsx or .csv and upload that.';
const UTF16_MESSAGE =
  'The file is saved as UTF-16 "Unicode Text", which we cannot read. Save it as "CSV UTF-8 (Comma delimited)" or as an Excel Workbook (.xlsx) and upload it again.';

/** Decides by content alone: a browser's file name and content type are whatever the user's OS guessed. */
export function sniffUpload(buffer: Buffer): SniffedUpload {
  if (buffer.length === 0) throw emptyFile(EMPTY_FILE_MESSAGE);
  if (startsWith(buffer, ZIP_LOCAL_HEADER)) {
    const zip = zipDirectory(buffer);
    if (!zip || !XLSX_REQUIRED_ENTRIES.every((name) => zip.names.has(name)))
      throw unsupportedFile();
    // A few MB can unpack to gigabytes (a "zip bomb"): refuse before anything is inflated.
    if (zip.unpackedBytes > MAX_UNPACKED_BYTES) {
      throw new AppError(413, 'FILE_TOO_LARGE', UNPACKED_TOO_LARGE_MESSAGE);
    }
    return { format: 'xlsx' };
  }
  if (startsWith(buffer, OLE_COMPOUND_FILE)) throw unsupportedFile(LEGACY_XLS_MESSAGE);
  if (UTF16_BOMS.some((bom) => startsWith(buffer, bom))) throw unsupportedFile(UTF16_MESSAGE);
  if (startsWith(buffer, PDF)) throw unsupportedFile();

  const body = startsWith(buffer, UTF8_BOM) ? buffer.subarray(UTF8_BOM.length) : buffer;
  if (hasBinaryControlByte(body)) throw unsupportedFile(NOT_CSV_OR_XLSX);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw unsupportedFile();
  }
  if (text.trim() === '') throw emptyFile(EMPTY_FILE_MESSAGE);
  return { format: 'csv', text };
}

function startsWith(buffer: Buffer, prefix: Buffer): boolean {
  return buffer.length >= prefix.length && buffer.subarray(0, prefix.length).equals(prefix);
}

/** NUL and the other C0 controls never occur in a spreadsheet's CSV; tab, LF, VT, FF and CR may. */
function hasBinaryControlByte(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) return true;
  }
  return false;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

/**
 * Entry names and declared unpacked size from the ZIP central directory, or null when the archive
 * is not well formed. ZIP64's 0xFFFFFFFF size marker counts as too large by itself.
 */
function zipDirectory(buffer: Buffer): { names: Set<string>; unpackedBytes: number } | null {
  const floor = Math.max(0, buffer.length - EOCD_MIN_SIZE - MAX_ZIP_COMMENT);
  let eocd = -1;
  for (let at = buffer.length - EOCD_MIN_SIZE; at >= floor; at -= 1) {
    if (buffer.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buffer.readUInt16LE(eocd + 10);
  let at = buffer.readUInt32LE(eocd + 16);
  const names = new Set<string>();
  let unpackedBytes = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null;
    unpackedBytes += buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > buffer.length) return null;
    names.add(buffer.toString('utf8', at + 46, nameEnd));
    at = nameEnd + extraLength + commentLength;
  }
  return { names, unpackedBytes };
}
