import { MESSAGES, type SelfServiceRole } from '@solar/contracts';
import { useState } from 'react';
import { identityApi, storeSession } from '../api';
import { reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { ACCOUNT_TEXT } from './text';

/** Adds a role to the account (change-role) and stores the fresh session it answers. */
export function useRoleChange() {
  const [busy, setBusy] = useState(false);
  const addRole = async (role: SelfServiceRole): Promise<boolean> => {
    setBusy(true);
    try {
      const { data, message } = await identityApi.changeRole(role);
      storeSession(data);
      showSuccess(message ?? MESSAGES.identity.roleAdded);
      return true;
    } catch (error) {
      reportFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { addRole, busy };
}

/** 'Become a seller' (or 'Become a buyer'): one button that adds the role. */
export function BecomeRoleButton({ role, className = 'btn btn-amber' }: { role: SelfServiceRole; className?: string }) {
  const { addRole, busy } = useRoleChange();
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void addRole(role)}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {role === 'seller' ? ACCOUNT_TEXT.actions.becomeSeller : ACCOUNT_TEXT.actions.becomeBuyer}
    </button>
  );
}
