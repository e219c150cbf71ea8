import { buildListingPath, usStateName, type DealView } from '@solar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { Description, DocumentLinks, SpecificationsTable } from '../../shared/components/ItemDetails';
import { formatCount } from '../../shared/format';
import { dealSpecifications } from './dealSpecifications';
import { DEAL_TEXT } from './text';

const T = DEAL_TEXT;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="deal-section mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5 border-bottom pb-2 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The towns the stock sits in: never a street, which would point at the (anonymous) seller. */
function Locations({ deal }: { deal: DealView }) {
  if (deal.locations.length === 0) return <p className="text-secondary mb-0">{T.noLocations}</p>;
  const L = T.locations;
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{L.city}</th>
            <th scope="col">{L.state}</th>
            <th scope="col">{L.zip}</th>
            <th scope="col" className="text-end">
              {L.qty}
            </th>
          </tr>
        </thead>
        <tbody>
          {deal.locations.map((location, index) => (
            <tr key={index}>
              <td>{location.city}</td>
              <td>
                <abbr title={usStateName(location.state)}>{location.state}</abbr>
              </td>
              <td>{location.zip}</td>
              <td className="text-end">{formatCount(location.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each tag finds the deals that carry the same words. */
function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={buildListingPath(paths.traderFind, { q: tag })} className="badge rounded-pill text-bg-light border text-decoration-none">
            <i className="bi bi-tag me-1" aria-hidden="true" />
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Below the lot's key figures: description and datasheets beside the specification table and the locations. */
export function DealSections({ deal, brandName }: { deal: DealView; brandName: string | undefined }) {
  const id = (name: string) => `deal-${deal.id}-${name}`;
  return (
    <div className="row g-4 mt-2">
      <div className="col-lg-7">
        <Section id={id('description')} title={T.sections.description}>
          <Description html={deal.description} />
        </Section>
        <Section id={id('documents')} title={T.sections.documents}>
          {/* The numbered names the server gives them ('Document 1.pdf'): an upload's own name may name the seller. */}
          <DocumentLinks documents={deal.documents} empty={T.noDocuments} />
        </Section>
        {deal.tags.length > 0 && (
          <Section id={id('tags')} title={T.sections.tags}>
            <Tags tags={deal.tags} />
          </Section>
        )}
      </div>
      <div className="col-lg-5">
        <Section id={id('specifications')} title={T.sections.specifications}>
          <SpecificationsTable rows={dealSpecifications(deal, brandName)} />
        </Section>
        <Section id={id('locations')} title={T.sections.locations}>
          <Locations deal={deal} />
        </Section>
      </div>
    </div>
  );
}
