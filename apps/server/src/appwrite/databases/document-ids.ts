import { AppwriteError } from '../../infra/errors.ts';
import { CUSTOM_ID_RULE, isValidCustomId, newUniqueId } from '../account/ids.ts';

/**
 * Document ids (docs/appwrite-compatibility.md §2.1), with the id rules every /v1 module shares: custom ids
 * are at most 36 characters of a-z A-Z 0-9 . - _ and do not start with a special character;
 * `unique()` asks the server for one.
 */

export { isValidCustomId };

/** A new server-made document id (20 hex characters, roughly time-ordered). */
export const newDocumentId = newUniqueId;

/**
 * Reads an id parameter: `unique()` (where a document is being created) becomes a new id, a
 * custom id must follow the rules; anything else is 400 general_argument_invalid.
 */
export function readDocumentId(value: unknown, param: string, options: { allowUnique: boolean }): string {
  if (value === undefined || value === null || value === '') {
    throw new AppwriteError('general_argument_invalid', `Param "${param}" is not optional.`);
  }
  if (typeof value !== 'string') throw new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${CUSTOM_ID_RULE}`);
  if (value === 'unique()' && options.allowUnique) return newDocumentId();
  if (!isValidCustomId(value)) throw new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${CUSTOM_ID_RULE}`);
  return value;
}
