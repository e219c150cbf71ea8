import { SALES_SNAPSHOT_DAYS_MAX, SALES_SNAPSHOT_DAYS_MIN, SALES_SNAPSHOT_MESSAGES, type SalesSnapshotQuery } from '../sales-snapshot';
import { OptionalQueryNumber } from '../../dto/page-query';

/** `GET seller/sales-snapshot?days=`: one whole number of days in range (a word or a repeated parameter is 400). */
export class SalesSnapshotParams implements SalesSnapshotQuery {
  @OptionalQueryNumber(SALES_SNAPSHOT_DAYS_MIN, SALES_SNAPSHOT_DAYS_MAX, SALES_SNAPSHOT_MESSAGES.daysInvalid)
  days?: number;
}
