import type { SelfServiceRole } from '@solar/contracts';
import { useState } from 'react';
import { SignUpForm } from './SignUpForm';
import { VerifyEmailForm } from './VerifyEmailForm';

export interface SignUpFlowProps {
  role?: SelfServiceRole;
  /** Sign-up and email confirmation are done: time to sign in with `email`. */
  onVerified: (email: string) => void;
}

/** Sign up, then confirm the emailed code, then hand over to sign-in. */
export function SignUpFlow({ role, onVerified }: SignUpFlowProps) {
  const [pendingEmail, setPendingEmail] = useState<string>();
  return pendingEmail ? <VerifyEmailForm email={pendingEmail} onVerified={onVerified} /> : <SignUpForm role={role} onRegistered={setPendingEmail} />;
}
