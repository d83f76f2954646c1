/** A file as the server holds it (the `files` table, camel-cased). */
export interface FileRecord {
  bucketId: string;
  id: string;
  createdAt: Date;
  updatedAt: Date;
  permissions: string[];
  name: string;
  /** Virtual folder with a trailing slash, '' for the root. */
  folder: string;
  /** MD5 of the bytes, hex; '' until a chunked upload is complete. */
  signature: string;
  /** Detected from the bytes; '' until a chunked upload is complete. */
  mimeType: string;
  sizeOriginal: number;
  sizeActual: number;
  chunksTotal: number;
  chunksUploaded: number;
  /** All chunks are in and the assembled file passed every check. */
  complete: boolean;
  /** Where the bytes live in the blob store (a folder-like prefix). */
  blobPath: string;
}

/** The File model of response format 2.0.0 (docs/appwrite-compatibility.md §8.5). */
export interface FileModel {
  $id: string;
  bucketId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
  name: string;
  folder: string;
  key: string;
  signature: string;
  mimeType: string;
  sizeOriginal: number;
  sizeActual: number;
  chunksTotal: number;
  chunksUploaded: number;
  encryption: boolean;
  compression: 'none';
}

/** Appwrite's date format: ISO 8601 with milliseconds and a +00:00 offset. */
export function formatDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

export function toFileModel(file: FileRecord): FileModel {
  return {
    $id: file.id,
    bucketId: file.bucketId,
    $createdAt: formatDate(file.createdAt),
    $updatedAt: formatDate(file.updatedAt),
    $permissions: file.permissions,
    name: file.name,
    folder: file.folder,
    key: file.folder + file.name,
    signature: file.signature,
    mimeType: file.mimeType,
    sizeOriginal: file.sizeOriginal,
    sizeActual: file.sizeActual,
    chunksTotal: file.chunksTotal,
    // While the last chunk is being assembled the count is complete but the file is not yet:
    // clients treat chunksUploaded === chunksTotal as "done", so it only says so once it is.
    chunksUploaded: file.complete ? file.chunksTotal : Math.min(file.chunksUploaded, file.chunksTotal - 1),
    encryption: false,
    compression: 'none',
  };
}
