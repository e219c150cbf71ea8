import { INCOTERMS, OFFER_STATUSES } from '@solar/contracts';
import { paths, shopSearchPath } from '../../paths';
import { CheckList, GuideLinks, GuideStep } from '../../shared/components/GuideParts';
import { INCOTERM_NAMES, INCOTERM_EXPLAINED } from '../../shared/deals/labels';
import { AccountPage } from './AccountPage';
import { OVERVIEW_TEXT } from './text';

const G = OVERVIEW_TEXT.guide;
const TG = OVERVIEW_TEXT.traderGuide;

/** The sections' headings as links, so a long guide can be skimmed and jumped through on a phone. */
function Contents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={G.contents} className="border rounded-3 p-3 mb-2 bg-body-tertiary">
      <h2 className="h6 mb-2">{G.contents}</h2>
      <ol className="mb-0 row row-cols-1 row-cols-md-2 g-1 ps-3">
        {sections.map((section) => (
          <li key={section.id} className="col">
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Terms and what they mean: stacked on a phone (a two-column table leaves the meanings a word wide there),
 * side by side from the medium width up.
 */
function TermList({ label, rows }: { label: string; rows: readonly { key: string; term: string; title?: string; meaning: string }[] }) {
  return (
    <dl className="mb-0" aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className="row g-0 py-2 border-bottom">
          <dt className="col-md-3 pe-md-3">
            {row.term}
            {row.title && <span className="d-md-block small fw-normal text-secondary ms-2 ms-md-0">{row.title}</span>}
          </dt>
          <dd className="col-md-9 mb-0 small">{row.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /my-solar/buying-overview/guide: choosing equipment, reading datasheets, quantities and shipping in the shop. */
export function BuyingGuidePage() {
  return (
    <AccountPage title={G.title} under="buying" lead={G.lead}>
      <Contents sections={G.sections} />
      {G.sections.map((section, index) => (
        <GuideStep key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.points.length > 0 && <CheckList items={section.points} />}
        </GuideStep>
      ))}
      <GuideLinks
        links={[
          { to: shopSearchPath(''), label: G.links.shop, primary: true },
          { to: paths.buyerPurchaseHistory, label: G.links.purchases },
          { to: paths.buyerTraderGuide, label: G.links.traderGuide },
        ]}
      />
    </AccountPage>
  );
}

/** /my-solar/buying-overview/trader-guide: the negotiation of a bulk deal from offer to paid contract. */
export function TraderGuidePage() {
  const statusesId = 'trader-statuses';
  const incotermsId = 'trader-incoterms';
  return (
    <AccountPage title={TG.title} under="buying" lead={TG.lead}>
      <Contents sections={[...TG.steps, { id: statusesId, title: TG.statusesTitle }, { id: incotermsId, title: TG.incotermsTitle }]} />
      {TG.steps.map((step, index) => (
        <GuideStep key={step.id} id={step.id} number={index + 1} title={step.title}>
          {step.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {step.points.length > 0 && <CheckList items={step.points} />}
          {step.after && <p className="small text-secondary mb-0">{step.after}</p>}
        </GuideStep>
      ))}
      <section className="py-4 border-top" aria-labelledby={statusesId}>
        <h2 id={statusesId} className="h4 mb-3">
          {TG.statusesTitle}
        </h2>
        <TermList label={TG.statusesTitle} rows={OFFER_STATUSES.map((status) => ({ key: status, term: status, meaning: TG.statuses[status] }))} />
      </section>
      <section className="py-4 border-top" aria-labelledby={incotermsId}>
        <h2 id={incotermsId} className="h4 mb-2">
          {TG.incotermsTitle}
        </h2>
        <p>{TG.incotermsText}</p>
        <TermList
          label={TG.incotermsTitle}
          rows={INCOTERMS.map((term) => ({ key: term, term, title: INCOTERM_NAMES[term], meaning: INCOTERM_EXPLAINED[term] }))}
        />
      </section>
      <GuideLinks
        links={[
          { to: paths.buyerOfferBids, label: TG.links.bids, primary: true },
          { to: paths.buyerPurchases, label: TG.links.purchases },
          { to: paths.traderHowToBuy, label: TG.links.howToBuy },
          { to: paths.traderDeals, label: TG.links.deals },
        ]}
      />
    </AccountPage>
  );
}
