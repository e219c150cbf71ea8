import { MESSAGES } from '@solar/contracts';
import { useSearchParams } from 'react-router-dom';
import { useProfile } from '../../api';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { BecomeRoleButton } from '../RoleChange';
import { ACCOUNT_TEXT } from '../text';
import { useSession } from '../useSession';
import { AddressesTab } from './AddressesTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { SecurityQuestionsTab } from './SecurityQuestionsTab';

const TABS = ['profile', 'password', 'security', 'addresses'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** /my-solar/user-setting: profile, password, security questions, addresses, and adding a role. */
export function UserSettingPage() {
  const title = ACCOUNT_TEXT.pages.accountSettingsTitle;
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const { data: profile, error, mutate } = useProfile();
  const { isCustomer, isSeller } = useSession();

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} />
      <h1 className="h2 mt-3 mb-4">{title}</h1>
      <div className="row g-4">
        <div className="col-lg-8">
          <ul className="nav nav-tabs mb-4" role="tablist">
            {TABS.map((id) => (
              <li key={id} className="nav-item" role="presentation">
                <button
                  type="button"
                  role="tab"
                  id={`settings-tab-${id}`}
                  aria-controls="settings-panel"
                  aria-selected={tab === id}
                  className={`nav-link${tab === id ? ' active' : ''}`}
                  onClick={() => setParams({ tab: id }, { replace: true })}
                >
                  {ACCOUNT_TEXT.tabs[id]}
                </button>
              </li>
            ))}
          </ul>
          <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
            {tab === 'password' && <PasswordTab />}
            {tab === 'addresses' && <AddressesTab />}
            {(tab === 'profile' || tab === 'security') &&
              (profile ? (
                tab === 'profile' ? (
                  // Keyed by the saved names so the form restarts from what the server now holds.
                  <ProfileTab
                    key={`${profile.firstname}|${profile.lastname}|${profile.company ?? ''}`}
                    profile={profile}
                    onSaved={(p) => void mutate(p, { revalidate: false })}
                  />
                ) : (
                  <SecurityQuestionsTab profile={profile} onSaved={() => void mutate()} />
                )
              ) : error ? (
                <div className="alert alert-danger">{MESSAGES.toast.genericError}</div>
              ) : (
                <div className="spinner-border text-secondary" role="status" aria-label="Loading" />
              ))}
          </div>
        </div>
        {isCustomer !== isSeller && (
          <div className="col-lg-4">
            <div className="card border-0 become-role">
              <div className="card-body">
                <p className="mb-3">{isCustomer ? ACCOUNT_TEXT.notes.becomeSeller : ACCOUNT_TEXT.notes.becomeBuyer}</p>
                <BecomeRoleButton role={isCustomer ? 'seller' : 'customer'} />
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
