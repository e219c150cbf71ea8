import { DEFAULT_RESELLER_ID, MESSAGES, formatPhone, validateReseller, type Reseller, type ResellerRequest } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sellerApi, useResellers } from '../api';
import { Loading, SellerPage } from './SellerPage';
import { FormActions, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;
const R = T.resellers;

type ResellerValues = Required<ResellerRequest>;

const FIELDS = ['name', 'company_name', 'email', 'phone'] as const;

/** The default reseller every seller shares is nobody's to change. */
const isDefault = (reseller: Reseller) => reseller.id === DEFAULT_RESELLER_ID || reseller.owner_id === null;

const requestOf = (values: ResellerValues): ResellerRequest => ({
  name: values.name.trim(),
  company_name: values.company_name.trim(),
  ...(values.email.trim() ? { email: values.email.trim() } : {}),
  ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
});

/** Add (POST resellers) or edit (PUT resellers/{id}) one reseller; name and company name are required. */
function ResellerModal({ reseller, onClose, onSaved }: { reseller?: Reseller; onClose: () => void; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResellerValues>({
    defaultValues: {
      name: reseller?.name ?? '',
      company_name: reseller?.company_name ?? '',
      email: reseller?.email ?? '',
      phone: reseller?.phone ?? '',
    },
    resolver: contractResolver(validateReseller),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const body = requestOf(values);
      const { message } = reseller ? await sellerApi.updateReseller(reseller.id, body) : await sellerApi.createReseller(body);
      showSuccess(message ?? R.saved);
      onSaved();
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      reportFailure(error);
    }
  });

  const f = T.fields;
  return (
    <Modal title={reseller ? R.editTitle : R.addTitle} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <TextField label={f.resellerName} autoFocus registration={register('name')} error={errors.name} />
        <TextField label={f.companyName} registration={register('company_name')} error={errors.company_name} />
        <TextField label={f.email} type="email" registration={register('email')} error={errors.email} />
        <TextField label={f.phone} type="tel" registration={register('phone')} error={errors.phone} />
        <FormActions busy={isSubmitting} submitLabel={T.actions.saveReseller} cancelLabel={T.actions.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}

function DeleteResellerModal({ reseller, onClose, onDeleted }: { reseller: Reseller; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteModal
      question={R.deleteQuestion(reseller.name)}
      deletedText={R.deleted}
      remove={() => sellerApi.deleteReseller(reseller.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; reseller: Reseller } | { kind: 'delete'; reseller: Reseller };

/** /my-solar/seller-overview/resellers */
export function ResellersPage() {
  const { data: resellers, error, isLoading, mutate } = useResellers();
  const [dialog, setDialog] = useState<Dialog>();
  const done = () => {
    setDialog(undefined);
    void mutate();
  };

  return (
    <SellerPage
      title={T.pages.resellers}
      actions={
        <button type="button" className="btn btn-amber" onClick={() => setDialog({ kind: 'add' })}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {T.actions.addReseller}
        </button>
      }
    >
      {isLoading && <Loading />}
      {error && <div className="alert alert-danger">{MESSAGES.toast.genericError}</div>}
      {resellers && resellers.length === 0 && <p className="text-secondary">{R.empty}</p>}
      {resellers && resellers.length > 0 && (
        <ul className="list-group reseller-list">
          {resellers.map((reseller) => (
            <li key={reseller.id} className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3" aria-label={reseller.name}>
              <div className="me-auto">
                <div className="fw-semibold">
                  {reseller.name}
                  {isDefault(reseller) && <span className="badge text-bg-warning ms-2">{R.defaultBadge}</span>}
                </div>
                <div className="small text-secondary">
                  {[reseller.company_name, reseller.email, reseller.phone ? formatPhone(reseller.phone) : ''].filter(Boolean).join(' · ')}
                </div>
              </div>
              {isDefault(reseller) ? (
                <span className="small text-secondary">{MESSAGES.product.defaultResellerLocked}</span>
              ) : (
                <div className="d-flex gap-2">
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setDialog({ kind: 'edit', reseller })}>
                    <i className="bi bi-pencil me-1" aria-hidden="true" />
                    {T.actions.edit}
                  </button>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDialog({ kind: 'delete', reseller })}>
                    <i className="bi bi-trash me-1" aria-hidden="true" />
                    {T.actions.delete}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'add' && <ResellerModal onClose={() => setDialog(undefined)} onSaved={done} />}
      {dialog?.kind === 'edit' && <ResellerModal reseller={dialog.reseller} onClose={() => setDialog(undefined)} onSaved={done} />}
      {dialog?.kind === 'delete' && <DeleteResellerModal reseller={dialog.reseller} onClose={() => setDialog(undefined)} onDeleted={done} />}
    </SellerPage>
  );
}
