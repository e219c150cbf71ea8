/** MongoDB's code for a write a unique index refused (E11000); the embedded store raises the same. */
const DUPLICATE_KEY_CODE = 11000;

/** A unique index refused a write: MongoDB's MongoServerError (or a bulk write's error) and the embedded store's alike. */
export interface DuplicateKeyError {
  code: typeof DUPLICATE_KEY_CODE;
  /** The refused key's fields and values, e.g. `{ email: 'a@b.c' }`, when the store reports them. */
  keyValue?: Record<string, unknown>;
  keyPattern?: Record<string, unknown>;
}

/** Whether `error` is a unique index refusing a write (E11000), as opposed to any other failure. */
export const isDuplicateKeyError = (error: unknown): error is DuplicateKeyError =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY_CODE;
