import { DEAL_MESSAGES, anonymousRichText, canMoveDeal, type DealForm as DealFormRequest, type SellerDealView } from '@solar/contracts';
import { useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { traderApi } from '../../api';
import { paths } from '../../paths';
import { DescriptionField, FormSection, TitleField } from '../../shared/forms/fields';
import { useLongForm } from '../../shared/forms/longForm';
import { FileSections, LongForm, SeoSection } from '../../shared/forms/LongFormParts';
import { FORM_TEXT } from '../../shared/forms/text';
import { showSuccess } from '../../shared/toast';
import { CategoryFields, IdentificationFields, InverterSpecFields, PanelSpecFields, PriceFields, ShippingFields, TermsFields } from './DealFormFields';
import { dealFormPathOf, dealResolver, emptyDealValues, showsField, toDealForm, valuesFromDeal, type DealFormValues, type Equipment } from './dealFormValues';
import { DealLocations } from './DealLocations';
import { DEAL_FORM_TEXT } from './text';

const T = DEAL_FORM_TEXT;
const S = T.sections;

/**
 * Whether the seller may keep the deal as a draft: a new deal, or one that is a draft or waits for approval.
 * A published deal's edit always goes to an admin, and a rejected deal goes back to Pending only.
 */
const draftAllowed = (deal?: SellerDealView): boolean => !deal || deal.status === 'Incomplete' || canMoveDeal(deal.status, 'Incomplete', 'seller');

export interface DealFormProps {
  equipment: Equipment;
  /** The seller's deal being edited; a new deal when left out. */
  deal?: SellerDealView;
}

/**
 * The seller's deal form, for a new deal (POST listing) and an edit (listing/updateListing). The rule the
 * trader service runs (`validateDealForm`) decides every message, for a draft as for a deal sent for
 * approval; the server's field messages land under the same fields. Either way the page moves to the first
 * message. Saved, it shows the server's message and goes to the seller's deals.
 */
export function DealForm({ equipment, deal }: DealFormProps) {
  const navigate = useNavigate();
  // Which button sent the form: the resolver checks a draft by the draft rule.
  const draft = useRef(false);
  const defaults = useMemo(() => (deal ? valuesFromDeal(deal) : emptyDealValues(equipment)), [deal, equipment]);
  const { form, formRef, requestScroll, saveFailed } = useLongForm<DealFormValues>(
    { defaultValues: defaults, resolver: dealResolver(equipment, () => draft.current) },
    { isFormField: (field) => showsField(equipment, field), pathOf: dealFormPathOf },
  );
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    // The resolver accepted it: without `draft` every required field is there; a draft's blanks go as null.
    const body = toDealForm(values, equipment, draft.current) as DealFormRequest;
    try {
      const { message } = deal ? await traderApi.updateDeal(deal.id, body) : await traderApi.createDeal(body);
      showSuccess(message ?? (draft.current ? DEAL_MESSAGES.draftSaved : DEAL_MESSAGES.dealSubmitted));
      navigate(paths.traderDealsListing);
    } catch (error) {
      saveFailed(error);
    }
  }, requestScroll);

  const send = (asDraft: boolean) => {
    draft.current = asDraft;
    void submit();
  };

  return (
    <LongForm
      form={form}
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <FormSection title={S.category}>
        <CategoryFields equipment={equipment} />
      </FormSection>
      <FormSection title={S.title}>
        <TitleField label={FORM_TEXT.fields.title} />
        <DescriptionField label={FORM_TEXT.fields.description} hint={DEAL_FORM_TEXT.descriptionHint} keep={anonymousRichText} />
      </FormSection>
      {equipment === 'panel' && (
        <FormSection title={S.panelSpecs}>
          <PanelSpecFields />
        </FormSection>
      )}
      {equipment === 'inverter' && (
        <FormSection title={S.inverterSpecs}>
          <InverterSpecFields />
        </FormSection>
      )}
      <FormSection title={S.price}>
        <PriceFields equipment={equipment} />
      </FormSection>
      <FormSection title={S.identification}>
        <IdentificationFields />
      </FormSection>
      <FormSection title={S.shipping}>
        <ShippingFields />
      </FormSection>
      <FormSection title={S.terms}>
        <TermsFields />
      </FormSection>
      <FormSection title={S.locations}>
        <DealLocations />
      </FormSection>
      <FileSections
        titles={{ images: S.images, documents: S.documents }}
        upload={traderApi.uploadAttachment}
        remove={traderApi.deleteAttachment}
        tooManyMessages={{ images: DEAL_MESSAGES.tooManyImages, documents: DEAL_MESSAGES.tooManyDocuments }}
        documentsHint={T.hints.documents}
      />
      <SeoSection title={S.seo} />
      <div className="d-flex flex-wrap gap-2 product-form-actions">
        {draftAllowed(deal) && (
          <button type="button" className="btn btn-outline-dark" disabled={isSubmitting} onClick={() => send(true)}>
            {T.actions.saveDraft}
          </button>
        )}
        <button type="submit" className="btn btn-amber px-4" disabled={isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {T.actions.submit}
        </button>
        <Link to={paths.traderDealsListing} className="btn btn-outline-secondary">
          {T.actions.cancel}
        </Link>
      </div>
    </LongForm>
  );
}
