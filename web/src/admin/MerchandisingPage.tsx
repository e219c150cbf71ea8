import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, type MerchandisingEntryView, type MerchandisingList } from '@solar/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { adminApi, useAdminMerchandising, useMerchandisingCandidates, useRevalidateAdmin } from '../api';
import { FilterTabs } from '../shared/components/FilterTabs';
import { useDebounced } from '../shared/hooks/useDebounced';
import { showSuccess } from '../shared/toast';
import { BannersSection } from './BannersSection';
import { AdminPage, FailureList, ReadState, SearchInput, failureMessages } from './parts';
import { ADMIN_TEXT } from './text';

const M = ADMIN_TEXT.merchandising;

type Group = 'featured' | 'hot';
const TABS = ['items', 'deals'] as const;
type Tab = (typeof TABS)[number];

const listOf = (group: Group, tab: Tab): MerchandisingList => `${group}-${tab === 'items' ? 'products' : 'deals'}`;

/** /trader/trader-admin/featured-product: the featured lists, and the home page's banners below them. */
export function FeaturedProductPage() {
  return (
    <MerchandisingPage group="featured" page="featured-product">
      <BannersSection />
    </MerchandisingPage>
  );
}

/** /trader/trader-admin/hot-product: the hot lists. */
export function HotProductPage() {
  return <MerchandisingPage group="hot" page="hot-product" />;
}

/**
 * One group of the curated lists (MERCHANDISING_LISTS: products and deals tabs): the picks in order, public or
 * not (a pick no longer public is flagged: the public list leaves it out), public candidates searched and added,
 * moved up and down, removed, and the list saved at once (PUT ADMIN_API.merchandising).
 */
function MerchandisingPage({ group, page, children }: { group: Group; page: 'featured-product' | 'hot-product'; children?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('items');
  const list = listOf(group, tab);
  return (
    <AdminPage page={page} intro={M.intro(group)}>
      <FilterTabs
        labels={TABS.map((one) => M.tabs[one])}
        active={M.tabs[tab]}
        label={M.tabsLabel}
        onSelect={(label) => setTab(TABS.find((one) => M.tabs[one] === label) ?? 'items')}
      />
      <ListEditor key={list} list={list} />
      {children}
    </AdminPage>
  );
}

function ListEditor({ list }: { list: MerchandisingList }) {
  const saved = useAdminMerchandising(list);
  const revalidate = useRevalidateAdmin();
  const [draft, setDraft] = useState<MerchandisingEntryView[] | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (saved.data && draft === null) setDraft(saved.data);
  }, [saved.data, draft]);

  const dirty = draft !== null && saved.data !== undefined && draft.map((entry) => entry.uuid).join() !== saved.data.map((entry) => entry.uuid).join();
  const move = (index: number, by: -1 | 1) => {
    if (!draft) return;
    const next = [...draft];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    setDraft(next);
  };

  const save = async () => {
    if (!draft || busy) return;
    if (draft.length > ADMIN_LIMITS.merchandisingMax) return setFailure([ADMIN_MESSAGES.listTooLong]);
    setBusy(true);
    setFailure([]);
    try {
      const result = await adminApi.saveMerchandising(
        list,
        draft.map((entry) => entry.uuid),
      );
      showSuccess(result.message ?? ADMIN_MESSAGES.saved);
      if (Array.isArray(result.data)) setDraft(result.data);
      await revalidate(ADMIN_API.merchandising(list));
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="row g-4">
      <section className="col-lg-6" aria-labelledby={`${list}-current`}>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={`${list}-current`} className="h5 mb-0">
            {M.listNames[list]}
            {draft && <span className="badge text-bg-light border ms-2">{`${draft.length}/${ADMIN_LIMITS.merchandisingMax}`}</span>}
          </h2>
          <div className="d-flex align-items-center gap-2">
            {dirty && <span className="small text-warning-emphasis">{M.unsaved}</span>}
            <button type="button" className="btn btn-sm btn-dark" disabled={!dirty || busy} onClick={() => void save()}>
              {busy ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
            </button>
          </div>
        </div>
        <FailureList messages={failure} />
        <ReadState read={saved}>
          {() =>
            !draft || draft.length === 0 ? (
              <p className="text-secondary small">{M.emptyList}</p>
            ) : (
              <ol className="list-group list-group-numbered" aria-label={M.listNames[list]}>
                {draft.map((entry, index) => (
                  <li key={entry.uuid} className={`list-group-item d-flex align-items-center gap-2${entry.public ? '' : ' list-group-item-warning'}`}>
                    <EntrySummary entry={entry} />
                    <div className="btn-group btn-group-sm flex-shrink-0">
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={index === 0}
                        aria-label={M.up(entry.title)}
                        onClick={() => move(index, -1)}
                      >
                        <i className="bi bi-arrow-up" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={index === draft.length - 1}
                        aria-label={M.down(entry.title)}
                        onClick={() => move(index, 1)}
                      >
                        <i className="bi bi-arrow-down" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger"
                        aria-label={M.remove(entry.title)}
                        onClick={() => setDraft(draft.filter((one) => one.uuid !== entry.uuid))}
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            )
          }
        </ReadState>
      </section>
      <section className="col-lg-6" aria-labelledby={`${list}-candidates`}>
        <h2 id={`${list}-candidates`} className="h5">
          {M.candidates}
        </h2>
        <Candidates list={list} chosen={draft ?? []} onAdd={(entry) => setDraft([...(draft ?? []), entry])} />
      </section>
    </div>
  );
}

function EntrySummary({ entry }: { entry: MerchandisingEntryView }) {
  return (
    <div className="d-flex align-items-center gap-2 flex-grow-1 min-w-0">
      {entry.image ? (
        <img src={entry.image} alt="" width={40} height={40} loading="lazy" className="rounded border object-fit-cover flex-shrink-0" />
      ) : (
        <span className="admin-thumb-empty rounded border flex-shrink-0" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <a href={entry.link} className="fw-semibold small text-break" target="_blank" rel="noreferrer">
          {entry.title}
        </a>
        <span className="d-block small text-secondary">
          {entry.price_label}
          {!entry.public && (
            <span className="badge text-bg-warning ms-2" title={M.notPublicNote}>
              {ADMIN_TEXT.common.notPublic}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}

function Candidates({
  list,
  chosen,
  onAdd,
}: {
  list: MerchandisingList;
  chosen: readonly MerchandisingEntryView[];
  onAdd: (entry: MerchandisingEntryView) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const candidates = useMerchandisingCandidates(list, q);
  const full = chosen.length >= ADMIN_LIMITS.merchandisingMax;
  return (
    <>
      <SearchInput label={M.searchLabel} value={text} onChange={setText} placeholder={M.searchLabel} className="mb-2" />
      {full && <p className="small text-warning-emphasis">{M.full}</p>}
      <ReadState read={candidates} empty={M.noCandidates} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="list-group" aria-label={M.candidates}>
            {data.map((entry) => {
              const inList = chosen.some((one) => one.uuid === entry.uuid);
              return (
                <li key={entry.uuid} className="list-group-item d-flex align-items-center gap-2">
                  <EntrySummary entry={entry} />
                  {inList ? (
                    <span className="small text-secondary text-nowrap">{M.added}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-dark flex-shrink-0"
                      disabled={full}
                      aria-label={M.add(entry.title)}
                      onClick={() => onAdd(entry)}
                    >
                      <i className="bi bi-plus-lg" aria-hidden="true" />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ReadState>
    </>
  );
}
