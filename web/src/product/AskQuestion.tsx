import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStoredSession } from '../api';
import { loginPath } from '../paths';
import { Loading } from '../shared/components/ApiStatus';
import { Modal } from '../shared/components/Modal';
import { lazyPage } from '../shared/lazyPage';
import { PRODUCT_TEXT } from './text';

const AskForm = lazyPage(() => import('./AskQuestionForm'), 'AskForm');

const T = PRODUCT_TEXT.ask;

/** 'Ask a question': a modal for signed-in visitors, a sign-in link (back to this page) for the rest. */
export function AskQuestion({ itemUuid }: { itemUuid: string }) {
  const { session } = useStoredSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  if (!session) {
    return (
      <Link to={loginPath(pathname + search)} className="btn btn-outline-secondary">
        <i className="bi bi-question-circle me-1" aria-hidden="true" />
        {T.signIn}
      </Link>
    );
  }

  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(true)}>
        <i className="bi bi-question-circle me-1" aria-hidden="true" />
        {T.button}
      </button>
      {open && (
        <Modal title={T.title} onClose={() => setOpen(false)}>
          <Suspense fallback={<Loading />}>
            <AskForm itemUuid={itemUuid} onSent={() => setOpen(false)} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
