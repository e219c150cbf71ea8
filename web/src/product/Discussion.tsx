import { validateQuestion, type DiscussionPost } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { productApi, useItemDiscussion, useStoredSession } from '../api';
import { loginPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { SubmitButton, TextAreaField } from '../shared/components/FormField';
import { Pager } from '../shared/components/Pager';
import { formatDate } from '../shared/format';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { PRODUCT_TEXT } from './text';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

const T = PRODUCT_TEXT.discussion;

interface MessageValues {
  item_uuid: string;
  message: string;
}

/** A new thread, or a reply when `parentId` is given; the same rule as a question (some text, at most 1000). */
function PostForm({
  itemUuid,
  parentId,
  label,
  onPosted,
  onCancel,
}: {
  itemUuid: string;
  parentId?: string;
  label: string;
  onPosted: () => void;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MessageValues>({
    defaultValues: { item_uuid: itemUuid, message: '' },
    resolver: contractResolver((input) => validateQuestion(input, 'message')),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await productApi.postDiscussion({ item_uuid: itemUuid, message: values.message.trim(), ...(parentId ? { parent_id: parentId } : {}) });
      reset();
      onPosted();
    } catch (error) {
      if (!applyServerErrors(error, ['message'], setError)) reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="discussion-form">
      <TextAreaField label={label} registration={register('message')} error={errors.message} rows={parentId ? 2 : 3} autoFocus={Boolean(parentId)} />
      <div className="d-flex gap-2">
        <SubmitButton busy={isSubmitting} className="btn btn-sm btn-amber">
          {T.post}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-sm btn-link text-secondary" onClick={onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

function Post({ post }: { post: DiscussionPost }) {
  return (
    <div className="discussion-post">
      <div className="d-flex align-items-center gap-2 small">
        <span className="fw-semibold">{post.author}</span>
        {post.is_seller && <span className="badge text-bg-warning">{T.seller}</span>}
        <time dateTime={post.created_at} className="text-secondary">
          {formatDate(post.created_at)}
        </time>
      </div>
      <p className="mb-1 mt-1 discussion-message">{post.message}</p>
    </div>
  );
}

/** The item's discussion board: threads oldest first with their replies; signed-in visitors post and reply. */
export function Discussion({ itemUuid }: { itemUuid: string }) {
  const [page, setPage] = useState(1);
  const [replyingTo, setReplyingTo] = useState<string>();
  const { data: answer, error, mutate } = useItemDiscussion(itemUuid, page);
  const data = useDeferredFirstAnswer(answer);
  const { session } = useStoredSession();
  const { pathname, search } = useLocation();

  const refresh = () => {
    setReplyingTo(undefined);
    void mutate();
  };

  // Threads run oldest first, so a new one lands on the last page: go there to show it.
  const threadStarted = async () => {
    const fresh = await mutate();
    if (fresh && fresh.last_page > page) setPage(fresh.last_page);
  };

  return (
    <section className="product-discussion mt-5" aria-labelledby="product-discussion-title">
      <h2 id="product-discussion-title" className="h4 mb-3">
        {PRODUCT_TEXT.sections.discussion}
      </h2>
      {!data && (error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />)}
      {data && data.items.length === 0 && <p className="text-secondary">{T.none}</p>}
      {data && data.items.length > 0 && (
        <ol className="list-unstyled discussion-threads mb-0">
          {data.items.map((thread) => (
            <li key={thread.id} className="discussion-thread border-bottom py-3">
              <Post post={thread} />
              {thread.replies.length > 0 && (
                <ol className="list-unstyled discussion-replies ms-4 mt-2 mb-0">
                  {thread.replies.map((reply) => (
                    <li key={reply.id} className="mt-2">
                      <Post post={reply} />
                    </li>
                  ))}
                </ol>
              )}
              {session &&
                (replyingTo === thread.id ? (
                  <div className="ms-4 mt-2">
                    <PostForm
                      itemUuid={itemUuid}
                      parentId={thread.id}
                      label={T.replyTo(thread.author)}
                      onPosted={refresh}
                      onCancel={() => setReplyingTo(undefined)}
                    />
                  </div>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-link link-amber px-0"
                    onClick={() => setReplyingTo(thread.id)}
                    aria-label={T.replyTo(thread.author)}
                  >
                    <i className="bi bi-reply me-1" aria-hidden="true" />
                    {T.reply}
                  </button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {data && <Pager label={PRODUCT_TEXT.discussion.pages} page={data.page} lastPage={data.last_page} onPage={setPage} />}
      <div className="mt-4">
        {session ? (
          <>
            <h3 className="h6">{T.startTitle}</h3>
            <PostForm itemUuid={itemUuid} label={T.message} onPosted={() => void threadStarted()} />
          </>
        ) : (
          <Link to={loginPath(pathname + search)} className="btn btn-outline-dark">
            {T.signIn}
          </Link>
        )}
      </div>
    </section>
  );
}
