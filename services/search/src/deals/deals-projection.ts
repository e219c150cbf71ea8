import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { TraderDealPayload, TraderDealStatusChangedPayload } from '@solar/contracts';
import { SEARCH_INDEX, type SearchIndex } from '@solar/platform';
import type { Model } from 'mongoose';
import { RevisionedProjection, type RevisionedReadModel } from '../read-models/revisioned-projection';
import { DEAL_INDEX_DEFINITION, isPublicDeal, toDealSearchDoc, type DealSearchDoc } from './deal-index';
import { DealReadModel } from './deal-read-model.schema';

/** Keeps the deals read model and the `deals` index in step with the trader's deal events. */
@Injectable()
export class DealsProjection extends RevisionedProjection<TraderDealPayload, DealSearchDoc> {
  constructor(@InjectModel(DealReadModel.name) readModel: Model<RevisionedReadModel>, @Inject(SEARCH_INDEX) index: SearchIndex) {
    super(readModel, index, { definition: DEAL_INDEX_DEFINITION, isPublic: isPublicDeal, toSearchDoc: toDealSearchDoc });
  }

  /**
   * A move of a deal we hold, unless we hold a newer revision: its status changes in the read model and the
   * index follows (a deal leaving the public statuses is removed at once, one coming back is indexed from what
   * we hold). A deal we do not hold yet waits for trader.deal.updated, which carries the whole deal at the same
   * revision; so does a redelivered move, whose revision we already hold and apply again unchanged.
   */
  async applyStatus(change: TraderDealStatusChangedPayload): Promise<boolean> {
    const held = await this.readModel
      .findOneAndUpdate(
        { uuid: change.uuid, revision: { $lte: change.revision } },
        { $set: { revision: change.revision, 'payload.revision': change.revision, 'payload.status': change.status } },
        { returnDocument: 'after' },
      )
      .lean<DealReadModel>();
    if (!held) return false;
    await this.indexOne(held.payload);
    return true;
  }
}
