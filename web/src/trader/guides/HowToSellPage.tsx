import { DEAL_STATUSES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { BecomeRoleButton } from '../../accounts/RoleChange';
import { useStoredSession } from '../../api';
import { paths } from '../../paths';
import { CheckList, GuideLinks, GuideStep, TermsTable } from '../../shared/components/GuideParts';
import { DEAL_STATUS_BADGES } from '../../shared/deals/labels';
import { DEAL_STATUS_NOTES } from '../deal/text';
import { GuideHeader } from './GuideParts';
import { GUIDE_TEXT } from './text';

const T = GUIDE_TEXT.howToSell;

/** What the visitor does to be able to sell: register, add the seller role, or nothing (already a seller). */
function BecomeSeller() {
  const { session } = useStoredSession();
  const S = T.becomeSeller;
  if (session?.role.includes('seller')) {
    return (
      <p className="mb-0">
        <i className="bi bi-patch-check text-success me-2" aria-hidden="true" />
        {S.ready}{' '}
        <Link to={paths.traderSellerDeals} className="link-amber fw-semibold">
          {S.hub}
        </Link>
      </p>
    );
  }
  return session ? (
    <BecomeRoleButton role="seller" />
  ) : (
    <Link to={paths.registerSeller} className="btn btn-amber">
      {S.register}
    </Link>
  );
}

/** The deal forms, one per kind of equipment. */
function DealForms() {
  return (
    <ul className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-3">
      {T.createDeal.forms.map((form) => (
        <li className="col" key={form.to}>
          <div className="border rounded-3 p-3 h-100">
            <Link to={form.to} className="d-flex align-items-center gap-2 fw-semibold link-amber text-decoration-none">
              <i className={`bi bi-${form.icon} fs-4`} aria-hidden="true" />
              {form.label}
            </Link>
            <p className="small text-secondary mt-2 mb-0">{form.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every status a deal can be in, with what it means to the seller: the same notes the deal page shows them. */
function Statuses() {
  const M = T.moderation;
  const rows = DEAL_STATUSES.map((status) => ({
    key: status,
    term: <span className={`badge ${DEAL_STATUS_BADGES[status]}`}>{status}</span>,
    meaning: DEAL_STATUS_NOTES[status],
  }));
  return <TermsTable caption={M.statusesTitle} head={[M.status, M.meaning]} rows={rows} />;
}

/** /trader/how-to-sell: from a seller account to a deal under contract, step by step. */
export function HowToSellPage() {
  return (
    <div className="container py-4 py-lg-5">
      <GuideHeader crumb={T.title} heading={T.heading} lead={T.lead} />

      <GuideStep id="sell-account" number={1} title={T.becomeSeller.title}>
        <p>{T.becomeSeller.text}</p>
        <BecomeSeller />
      </GuideStep>

      <GuideStep id="sell-create" number={2} title={T.createDeal.title}>
        <p>{T.createDeal.text}</p>
        <DealForms />
        <h3 className="h6">{T.createDeal.checklistTitle}</h3>
        <CheckList items={T.createDeal.checklist} />
        <p className="small text-secondary mt-2 mb-0">{T.createDeal.draft}</p>
      </GuideStep>

      <GuideStep id="sell-moderation" number={3} title={T.moderation.title}>
        <p>{T.moderation.text}</p>
        <p className="alert alert-info small">
          <i className="bi bi-eye me-2" aria-hidden="true" />
          {T.moderation.liveEdits}
        </p>
        <Statuses />
      </GuideStep>

      <GuideStep id="sell-offers" number={4} title={T.offers.title}>
        <CheckList items={T.offers.points} />
      </GuideStep>

      <GuideStep id="sell-anonymity" number={5} title={T.anonymity.title}>
        <p>{T.anonymity.text}</p>
        <p className="small text-secondary mb-0">
          <i className="bi bi-incognito me-2" aria-hidden="true" />
          {T.anonymity.tip}
        </p>
      </GuideStep>

      <GuideLinks
        links={[
          { to: paths.traderDealsListing, label: T.manage, primary: true },
          { to: paths.traderHowToBuy, label: GUIDE_TEXT.howToBuy.title },
          { to: paths.traderPlatform, label: GUIDE_TEXT.platform.title },
        ]}
      />
    </div>
  );
}
