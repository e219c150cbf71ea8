import { MESSAGES, UPLOAD_LIMITS, type UploadedFile } from '@solar/contracts';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { reportFailure } from '../formErrors';
import { showError } from '../toast';
import { describedBy, GroupMessage } from './fields';
import type { FileEntry } from './files';
import { FORM_TEXT } from './text';

const T = FORM_TEXT;
/** An upload's kind, as the upload answers it. */
type UploadType = UploadedFile['type'];

const ACCEPTED: Record<UploadType, readonly string[]> = { image: UPLOAD_LIMITS.imageTypes, document: UPLOAD_LIMITS.documentTypes };
const PER_ITEM: Record<UploadType, number> = { image: UPLOAD_LIMITS.imagesPerItem, document: UPLOAD_LIMITS.documentsPerItem };

/** A file's identity in the list: its upload, or for an attached file whose upload is not named, its URL. */
const keyOf = (entry: FileEntry): string => entry.uuid ?? entry.url;

/** Why the server would refuse a file, checked before uploading it; undefined when it is fine. */
export function fileProblem(file: File, type: UploadType): string | undefined {
  if (!ACCEPTED[type].includes(file.type)) return MESSAGES.product.fileTypeNotAllowed;
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return MESSAGES.product.fileTooLarge;
  return undefined;
}

/** The lists of a form's files: its `images` and `documents`. */
type FileLists = Record<'images' | 'documents', FileEntry[]>;

export interface FileUploadsProps {
  type: UploadType;
  /** Uploads one file: the shop's `file` for items, the trader's `attachment` for deals (the kit needs only the answer's data). */
  upload: (file: File, type: UploadType) => Promise<{ data: UploadedFile }>;
  /** Deletes an upload of this visit that the seller took off the list again. */
  remove: (uuid: string) => Promise<unknown>;
  /** What says the list is full (the item's or the deal's wording); the per-item limit is the same. */
  tooManyMessage?: string;
}

/**
 * Images or PDF documents of an item or a deal (the form's `images` or `documents`): each chosen file is
 * uploaded at once through `upload`, one after the other so the list keeps the order they were chosen in,
 * which is the order the listing shows them. Removing a file uploaded in this visit deletes the upload; a file
 * the listing already had just leaves the list.
 */
export function FileUploads({ type, upload: uploadFile, remove, tooManyMessage }: FileUploadsProps) {
  const name = type === 'image' ? 'images' : 'documents';
  const { control, getValues } = useFormContext<FileLists>();
  const {
    field: { value: entries, onChange },
    fieldState: { error },
  } = useController({ control, name });
  const [pending, setPending] = useState(0);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const upload = async (files: File[]) => {
    setPending(files.length);
    for (const file of files) {
      const full = getValues(name).length >= PER_ITEM[type];
      const problem = fileProblem(file, type) ?? (full ? (tooManyMessage ?? T.hints.tooManyFiles(PER_ITEM[type])) : undefined);
      if (problem) {
        showError(problem);
      } else {
        try {
          const { data } = await uploadFile(file, type);
          // Read the list afresh: the seller may have removed a file while this one was uploading.
          onChange([...getValues(name), { uuid: data.uuid, name: data.name, url: data.url, fresh: true } satisfies FileEntry]);
        } catch (failure) {
          reportFailure(failure);
        }
      }
      setPending((left) => left - 1);
    }
  };

  const removeEntry = async (entry: FileEntry) => {
    if (entry.fresh && entry.uuid) {
      try {
        await remove(entry.uuid);
      } catch (failure) {
        reportFailure(failure);
        return;
      }
    }
    onChange(getValues(name).filter((other) => keyOf(other) !== keyOf(entry)));
  };

  return (
    <div>
      <label htmlFor={inputId} className="form-label">
        {type === 'image' ? T.fields.images : T.fields.documents}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED[type].join(',')}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-describedby={describedBy(inputId, error, hintId)}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after removing it uploads it again.
          event.target.value = '';
          void upload(files);
        }}
      />
      <GroupMessage groupId={inputId} error={error} />
      <div id={hintId} className="form-text">
        {type === 'image' ? T.hints.images : T.hints.documents}
        {pending > 0 && (
          <span className="ms-2" role="status">
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            {T.hints.uploading}
          </span>
        )}
      </div>
      {entries.length > 0 &&
        (type === 'image' ? (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mt-3 mb-0" aria-label={T.sections.images}>
            {entries.map((entry) => (
              <li key={keyOf(entry)} className="upload-thumb position-relative">
                <img src={entry.url} alt={entry.name} width={96} height={96} className="rounded border" />
                <button
                  type="button"
                  className="btn btn-sm btn-light border position-absolute top-0 end-0 m-1 py-0 px-1"
                  aria-label={T.actions.removeFile(entry.name)}
                  onClick={() => void removeEntry(entry)}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="list-group mt-3" aria-label={T.sections.documents}>
            {entries.map((entry) => (
              <li key={keyOf(entry)} className="list-group-item d-flex align-items-center gap-2">
                <i className="bi bi-file-earmark-pdf text-danger" aria-hidden="true" />
                <a href={entry.url} target="_blank" rel="noopener noreferrer" className="flex-grow-1">
                  {entry.name}
                </a>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={T.actions.removeFile(entry.name)}
                  onClick={() => void removeEntry(entry)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
