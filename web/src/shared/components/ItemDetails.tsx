import { ITEM_TEXT } from '../itemText';
import { RichHtml } from './RichHtml';

/** The parts of an item's or a deal's details: its description, specifications and documents. */

/** The seller's rich text (sanitized again by RichHtml). */
export function Description({ html }: { html: string }) {
  return <RichHtml html={html} className="product-description" empty={<p className="text-secondary mb-0">{ITEM_TEXT.noDescription}</p>} />;
}

/** A specification table's rows, label and value: an item's (specificationsOf) or a deal's. */
export function SpecificationsTable({ rows }: { rows: readonly { key: string; label: string; value: string }[] }) {
  return (
    <table className="table table-sm table-striped product-specs mb-0">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal text-secondary product-spec-label">
              {row.label}
            </th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Links to the PDF documents (of an item, of a deal), each opened in a new tab; `empty` says there are none. */
export function DocumentLinks({ documents, empty }: { documents: readonly { url: string; name: string }[]; empty: string }) {
  if (documents.length === 0) return <p className="text-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {documents.map((doc) => (
        <li key={doc.url} className="mb-2">
          <a href={doc.url} target="_blank" rel="noopener noreferrer" className="link-amber">
            <i className="bi bi-file-earmark-pdf me-2" aria-hidden="true" />
            {doc.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
