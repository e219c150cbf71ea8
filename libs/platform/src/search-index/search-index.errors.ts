/** Base class of the errors the search-index adapters throw on purpose. */
export class SearchIndexError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The index definition is malformed (bad name, unknown or conflicting field kinds). */
export class InvalidIndexDefinitionError extends SearchIndexError {}

/** The index was not declared with `ensureIndex` in this process. */
export class UnknownIndexError extends SearchIndexError {
  constructor(readonly index: string) {
    super(`Search index "${index}" is not defined; call ensureIndex first`);
  }
}

/** The query names an undeclared field, uses a field in a way its kind does not allow, or pages too deep. */
export class InvalidSearchQueryError extends SearchIndexError {}

/** A document lacks its id or holds a value its field's kind cannot take. */
export class InvalidDocumentError extends SearchIndexError {}
