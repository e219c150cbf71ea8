import type { SellerDealView } from '@solar/contracts';
import { DealForm } from './DealForm';
import { editedContent, equipmentOf, type Equipment } from './dealFormValues';
import { DealFormFrame, OwnDeal } from './OwnDeal';
import { DEAL_FORM_TEXT } from './text';

const T = DEAL_FORM_TEXT;

/** What the seller reads above the edit of a deal: where its edit goes, and why an earlier one was turned down. */
function EditNotes({ deal }: { deal: SellerDealView }) {
  // Once published, a deal's content is what an admin approved: an edit waits as its pending revision.
  const published = deal.published_at !== null;
  return (
    <>
      {published && (
        <p className="alert alert-info small" role="note">
          {deal.pending_revision ? T.revision.waiting : T.revision.live}
        </p>
      )}
      {published && deal.revision_reason && (
        <p className="alert alert-warning small" role="note">
          {T.revision.rejected(deal.revision_reason)}
        </p>
      )}
      {deal.status === 'Rejected' && deal.status_reason && (
        <p className="alert alert-warning small" role="note">
          {T.rejected(deal.status_reason)}
        </p>
      )}
    </>
  );
}

/**
 * /trader/create-deal (panels), /trader/create-deal-inverter, /trader/create-deal-battery and
 * /trader/create-other-component-deal with their `equipment`; /trader/edit-deal?id={listing id} without it,
 * where the form fits the deal's category.
 */
export function DealFormPage({ equipment }: { equipment?: Equipment }) {
  if (equipment) {
    return (
      <DealFormFrame title={T.pages[equipment]}>
        <p className="text-secondary">{T.intro}</p>
        <DealForm key={equipment} equipment={equipment} />
      </DealFormFrame>
    );
  }
  return (
    <DealFormFrame title={T.pages.edit}>
      <OwnDeal>
        {(deal) => (
          <>
            <EditNotes deal={deal} />
            <DealForm key={deal.uuid} equipment={equipmentOf(editedContent(deal).category_id)} deal={deal} />
          </>
        )}
      </OwnDeal>
    </DealFormFrame>
  );
}
