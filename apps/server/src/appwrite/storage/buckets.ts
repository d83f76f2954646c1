import { permission } from '../permissions/permissions.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';

/**
 * Buckets are declared once in code (docs/architecture.md 'Database'); the declaration drives upload
 * validation, access checks (docs/appwrite-compatibility.md §10) and the realtime audience of file events.
 */
export interface BucketDeclaration {
  id: string;
  name: string;
  /** Bucket-level grants: create, read, update, delete (`write` already expanded). */
  permissions: readonly string[];
  /** When true a file's own `$permissions` grant access too; when false only the bucket's count. */
  fileSecurity: boolean;
  maximumFileSizeBytes: number;
  /** Lower-case file-name extensions accepted; empty accepts any. */
  allowedFileExtensions: readonly string[];
  /**
   * MIME types the uploaded bytes must be detected as (never the client's label); null accepts
   * any. Image types are also checked to decode, so previews never meet a broken image.
   */
  allowedMimeTypes: readonly string[] | null;
}

export const PRODUCT_IMAGES_BUCKET_ID = 'product-images';

const admin = `label:${ADMIN_LABEL}`;

/** Product artwork: anyone reads, admins write; images only, at most 10 MB. */
export const productImagesBucket: BucketDeclaration = {
  id: PRODUCT_IMAGES_BUCKET_ID,
  name: 'Product images',
  permissions: [permission('read', 'any'), permission('create', admin), permission('update', admin), permission('delete', admin)],
  fileSecurity: false,
  maximumFileSizeBytes: 10_000_000,
  allowedFileExtensions: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'],
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
};

/** Every bucket the shop declares. */
export const BUCKETS: readonly BucketDeclaration[] = [productImagesBucket];
