import { PAYMENT_TERMS_LABELS, type OfferStatusRequest, type OfferView } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { traderApi, useRevalidateOffers, type ApiError } from '../../api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { formatDealPrice, formatWatts } from '../../shared/deals/dealFormat';
import { OFFER_STATUS_BADGES } from '../../shared/deals/labels';
import { formatCount, formatDate, formatUsd } from '../../shared/format';
import { reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { chatPath } from '../chat/chatPath';
import { CHAT_TEXT } from '../chat/text';
import { DEAL_FORM_TEXT } from '../forms/text';
import { OfferForm, offerRulesOf, valuesOfOffer } from './OfferForm';
import { QuoteAndContract } from './QuoteAndContract';
import { OFFERS_TEXT } from './text';

const T = OFFERS_TEXT;

/** The answers `offer-status` takes, in the order the card offers them. */
const ANSWERS: readonly { status: OfferStatusRequest; label: string; className: string }[] = [
  { status: 'Accepted', label: T.actions.accept, className: 'btn btn-success' },
  { status: 'Rejected', label: T.actions.reject, className: 'btn btn-outline-danger' },
  { status: 'Withdrawn', label: T.actions.withdraw, className: 'btn btn-outline-secondary' },
];

/** A 409 means the other side moved first: the list is fetched again so the new terms show. */
const isStale = (error: unknown) => (error as ApiError | undefined)?.status === 409;

/**
 * One offer as the signed-in party sees it: the deal, the standing terms and what they come to, whose turn it
 * is, and the moves the transition table gives this side now (a counter opens the form on the standing terms).
 */
export function OfferCard({ offer }: { offer: OfferView }) {
  const revalidate = useRevalidateOffers();
  const [countering, setCountering] = useState(false);
  const [busy, setBusy] = useState<OfferStatusRequest | null>(null);
  const [accepting, setAccepting] = useState(false);
  const side = offer.side ?? 'buyer';
  const counterStatus = side === 'buyer' ? 'Offered' : 'Countered';
  // On its turn a side counters; while it waits it may revise its own standing terms.
  const canCounter = offer.moves.includes(counterStatus);
  const answers = ANSWERS.filter((answer) => offer.moves.includes(answer.status));
  const headingId = `offer-${offer.id}`;

  const answer = async (status: OfferStatusRequest) => {
    setBusy(status);
    try {
      const { message } = await traderApi.setOfferStatus(offer.id, { status, revision: offer.revision });
      if (message) showSuccess(message);
    } catch (error) {
      reportFailure(error);
      if (!isStale(error)) return;
    } finally {
      setBusy(null);
      setAccepting(false);
    }
    await revalidate();
  };

  return (
    <article className="offer-card card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <h2 id={headingId} className="h6 mb-0 me-auto">
            <Link to={offer.deal.path}>{offer.deal.name}</Link>
          </h2>
          <span className={`badge ${OFFER_STATUS_BADGES[offer.status]}`}>{offer.status}</span>
          <Link to={chatPath(side, offer.id)} className="btn btn-sm btn-outline-secondary py-0">
            <i className="bi bi-chat-dots me-1" aria-hidden="true" />
            {CHAT_TEXT.link}
          </Link>
        </div>
        {offer.turn && (
          <p className={`small mb-2 ${offer.turn === side ? 'text-warning-emphasis fw-semibold' : 'text-secondary'}`}>
            {offer.turn === side ? T.card.yourTurn : T.card.theirTurn(side)}
            {offer.expires_at && ` · ${T.card.lapses(formatDate(offer.expires_at))}`}
          </p>
        )}
        <dl className="row small mb-2 offer-terms">
          <dt className="col-5 col-sm-3">{T.card.price}</dt>
          <dd className="col-7 col-sm-3">{formatDealPrice(offer.price, offer.price_unit)}</dd>
          <dt className="col-5 col-sm-3">{T.card.qty}</dt>
          <dd className="col-7 col-sm-3">{formatCount(offer.qty)}</dd>
          <dt className="col-5 col-sm-3">{T.card.total}</dt>
          <dd className="col-7 col-sm-3 fw-semibold">{formatUsd(offer.total)}</dd>
          {offer.total_watts !== null && (
            <>
              <dt className="col-5 col-sm-3">{T.card.watts}</dt>
              <dd className="col-7 col-sm-3">{formatWatts(offer.total_watts)}</dd>
            </>
          )}
          <dt className="col-5 col-sm-3">{T.card.terms}</dt>
          <dd className="col-7 col-sm-9">
            {offer.incoterm} · {offer.delivery_state} · {PAYMENT_TERMS_LABELS[offer.payment_terms]} · {DEAL_FORM_TEXT.days(offer.lead_time)}
          </dd>
        </dl>
        {offer.message && (
          <p className="small mb-2">
            <span className="text-secondary">{T.card.note}: </span>
            {offer.message}
          </p>
        )}
        {offer.reason && <p className="small mb-2 text-danger-emphasis">{T.card.reason(offer.reason)}</p>}
        {(answers.length > 0 || canCounter) && !countering && (
          <div className="d-flex flex-wrap gap-2 mt-3">
            {answers.map(({ status, label, className }) => (
              <button
                key={status}
                type="button"
                className={className}
                disabled={busy !== null}
                onClick={() => (status === 'Accepted' ? setAccepting(true) : void answer(status))}
              >
                {busy === status && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {label}
              </button>
            ))}
            {canCounter && (
              <button type="button" className="btn btn-amber" disabled={busy !== null} onClick={() => setCountering(true)}>
                {offer.turn === side ? T.actions.counter : T.actions.revise}
              </button>
            )}
          </div>
        )}
        {countering && (
          <div className="border-top pt-3 mt-3">
            <OfferForm
              rules={offerRulesOf(offer)}
              priceUnit={offer.price_unit}
              hints={{ askingPrice: offer.deal.asking_price, moqUnits: offer.deal.moq_units, available: offer.deal.available_qty }}
              defaults={valuesOfOffer(offer)}
              submitLabel={T.form.sendCounter}
              messageLabel={T.form.counterMessage}
              onCancel={() => setCountering(false)}
              onSubmit={async (proposal) => {
                try {
                  const { message } = await traderApi.counterOffer({ id: offer.id, revision: offer.revision, equipment: offer.deal.equipment }, proposal);
                  if (message) showSuccess(message);
                  setCountering(false);
                } catch (error) {
                  if (isStale(error)) {
                    setCountering(false);
                    await revalidate();
                  }
                  throw error;
                }
                await revalidate();
              }}
            />
          </div>
        )}
        {accepting && (
          <ConfirmDialog
            title={T.actions.acceptDialog.title}
            confirmLabel={T.actions.acceptDialog.confirm}
            confirmClassName="btn btn-success"
            busy={busy === 'Accepted'}
            onConfirm={() => void answer('Accepted')}
            onCancel={() => setAccepting(false)}
          >
            <p>{T.actions.acceptDialog.terms(offer.qty, formatUsd(offer.total))}</p>
            <p>{T.actions.acceptDialog.hold}</p>
            <p className="mb-0">{T.actions.acceptDialog.next}</p>
          </ConfirmDialog>
        )}
        <QuoteAndContract offer={offer} />
        {offer.history.length > 1 && (
          <details className="small mt-3">
            <summary>{T.card.history}</summary>
            <ol className="list-unstyled mb-0 mt-2">
              {offer.history.map((step) => (
                <li key={`${step.at}-${step.status}`} className="mb-1">
                  <span className="text-secondary">{formatDate(step.at)}</span> · {T.card.by[step.by]}: {step.status} ·{' '}
                  {formatDealPrice(step.price, offer.price_unit)} × {formatCount(step.qty)}
                </li>
              ))}
            </ol>
          </details>
        )}
      </div>
    </article>
  );
}
