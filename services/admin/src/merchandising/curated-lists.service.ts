import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ADMIN_MESSAGES,
  CandidatesQuery,
  MERCHANDISING_LISTS,
  MerchandisingBody,
  merchandisingKindOf,
  type AccessTokenClaims,
  type MerchandisingEntryView,
  type MerchandisingList,
} from '@solar/contracts';
import { BusinessRuleError, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { AdminActions } from '../actions/admin-actions.service';
import { AdminListings } from './admin-listings.service';
import { MerchandisingPicks } from './merchandising-picks.schema';

const M = ADMIN_MESSAGES;

/** Candidates an admin is offered for a list at once. */
export const CANDIDATES_MAX = 20;

/** The list a path names (404 for any other). */
function listOf(value: string): MerchandisingList {
  if (!(MERCHANDISING_LISTS as readonly string[]).includes(value)) throw new NotFoundError(M.list, { list: [M.list] });
  return value as MerchandisingList;
}

/**
 * The curated lists (featured and hot products and deals): an admin's ordered picks of public listings. A pick
 * that stops being public stays in the list, shown to admins as not public and left out of the public list.
 */
@Injectable()
export class CuratedLists {
  constructor(
    @InjectModel(MerchandisingPicks.name) private readonly lists: Model<MerchandisingPicks>,
    private readonly listings: AdminListings,
    private readonly actions: AdminActions,
  ) {}

  /** Every pick, public or not, in order (admins). */
  async entries(name: string): Promise<MerchandisingEntryView[]> {
    const list = listOf(name);
    const refs = (await this.lists.findById(list).lean<MerchandisingPicks>())?.refs ?? [];
    const kind = merchandisingKindOf(list);
    const known = await this.listings.findMany(kind, refs);
    return refs.map((uuid) => this.listings.view(list, kind, uuid, known.get(uuid)));
  }

  /** The public picks only, in order (anyone). */
  async publicEntries(name: string): Promise<MerchandisingEntryView[]> {
    return (await this.entries(name)).filter((entry) => entry.public);
  }

  /** Replaces a list: every pick must be public now (422 notPublic) and picked once (422 duplicateEntry). */
  async replace(caller: AccessTokenClaims, name: string, body: MerchandisingBody): Promise<MerchandisingEntryView[]> {
    const list = listOf(name);
    const refs = body.refs;
    if (new Set(refs).size !== refs.length) throw new BusinessRuleError(M.duplicateEntry, { refs: [M.duplicateEntry] });
    const kind = merchandisingKindOf(list);
    const known = await this.listings.findMany(kind, refs);
    const hidden = refs.find((uuid) => !known.get(uuid)?.public);
    if (hidden) {
      const message = M.notPublic(known.get(hidden)?.title || hidden);
      throw new BusinessRuleError(message, { refs: [message] });
    }
    const before = (await this.lists.findById(list).lean<MerchandisingPicks>())?.refs ?? [];
    await this.lists.updateOne({ _id: list }, { $set: { refs, updated_at: new Date() } }, { upsert: true });
    await this.actions.record({
      action: 'merchandising.updated',
      admin: await this.actions.actingAdmin(caller),
      target: { kind: 'list', id: list, label: list },
      before: { refs: before },
      after: { refs },
      state: 'done',
      message: M.saved,
    });
    return refs.map((uuid) => this.listings.view(list, kind, uuid, known.get(uuid)));
  }

  /** Public listings of the list's kind whose title holds `q` (at most CANDIDATES_MAX). */
  async candidates(query: CandidatesQuery): Promise<MerchandisingEntryView[]> {
    const kind = merchandisingKindOf(query.list);
    const found = await this.listings.candidates(kind, query.q, CANDIDATES_MAX);
    return found.map((listing) => this.listings.view(null, kind, listing.uuid, listing));
  }
}
