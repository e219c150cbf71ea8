import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ITEM_STATUSES, type ItemStatus } from '../../enums/listing-status';

/** An admin's moderation decision on a shop item: `PUT /v1/client/admin/items/{uuid}/status`. */
export class ItemStatusChange {
  @IsIn(ITEM_STATUSES.filter((s) => s !== 'pending'), { message: 'The status must be approved or rejected.' })
  status!: Exclude<ItemStatus, 'pending'>;

  /** Shown to the seller when an item, or the pending revision of an approved item, is rejected. */
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;
}
