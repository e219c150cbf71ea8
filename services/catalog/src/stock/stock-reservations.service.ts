import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CHECKOUT_MESSAGES,
  EVENTS,
  type CatalogStockRejectedPayload,
  type OrdersOrderCancelledPayload,
  type OrdersOrderConfirmedPayload,
  type OrdersOrderPlacedPayload,
  type OrderStockLine,
} from '@solar/contracts';
import { isDuplicateKeyError, NotFoundError, Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { availableStock, changeBothVersions, type Item } from '../items/item.schema';
import { ItemsService } from '../items/items.service';
import { StockLedgerEntry, type StockOutcome } from './stock-ledger.schema';

/** A hot item can have many orders racing for it; each attempt re-reads, so this only bounds pathological cases. */
const MAX_ATTEMPTS_PER_ITEM = 60;

type Shortage = CatalogStockRejectedPayload['shortages'][number];

const isBuyable = (item: Item) => item.deleted_at === null && item.is_active === 1 && item.status === 'approved';
const holds = (item: Item, order: string) => (item.reservations ?? []).some((r) => r.order_number === order);

/**
 * Catalog's part of the order saga. `orders.order.placed` reserves every line or none; a confirmed order turns
 * its reservation into a sale; a cancelled one gives the units back. Every step is idempotent per item (the
 * reservation names its order) and the outcome is decided once in the stock ledger, so redeliveries, a crash
 * between steps or two catalog instances handling the same order cannot hold units twice or lose them.
 */
@Injectable()
export class StockReservationsService {
  private readonly logger = new Logger(StockReservationsService.name);

  constructor(
    @InjectModel(StockLedgerEntry.name) private readonly ledger: Model<StockLedgerEntry>,
    private readonly items: ItemsService,
    private readonly outbox: Outbox,
  ) {}

  async onOrderPlaced(order: OrdersOrderPlacedPayload): Promise<void> {
    const lines = mergeLines(order.lines);
    const recorded = await this.claim(order.order_number, lines);
    if (recorded !== 'reserving') return this.conform(order.order_number, lines, recorded);

    const shortages: Shortage[] = [];
    for (const line of lines) {
      const shortage = await this.reserveLine(order.order_number, line, shortages.length > 0);
      if (shortage) shortages.push(shortage);
    }
    if (shortages.length) {
      await this.releaseLines(order.order_number, lines);
      const payload: CatalogStockRejectedPayload = { order_number: order.order_number, reason: CHECKOUT_MESSAGES.stockUnavailable, shortages };
      await this.decide(
        order.order_number,
        lines,
        'reserving',
        'rejected',
        this.outbox.event(EVENTS.catalog.stockRejected, order.order_number, payload),
        payload.reason,
      );
    } else {
      const event = this.outbox.event(EVENTS.catalog.stockReserved, order.order_number, { order_number: order.order_number, lines });
      await this.decide(order.order_number, lines, 'reserving', 'reserved', event);
    }
  }

  /** Paid: the reserved units leave the shelf (total_qty) and count as sold. */
  async onOrderConfirmed(order: OrdersOrderConfirmedPayload): Promise<void> {
    const lines = mergeLines(order.lines);
    for (const line of lines) {
      await this.items.mutate(
        line.item_uuid,
        (item) => {
          const reservation = (item.reservations ?? []).find((r) => r.order_number === order.order_number);
          if (!reservation) return null;
          return {
            // A pending revision counted these units among those on hand too: once sold, they are gone from both.
            ...changeBothVersions(item, (version) => ({ total_qty: Math.max(0, version.total_qty - reservation.qty) })),
            sale_count: (item.sale_count ?? 0) + reservation.qty,
            reservations: item.reservations.filter((r) => r.order_number !== order.order_number),
          };
        },
        { includeDeleted: true, maxAttempts: MAX_ATTEMPTS_PER_ITEM },
      );
    }
    await this.ledger.updateOne({ order_number: order.order_number, status: 'reserved' }, { $set: { status: 'committed' } });
  }

  /**
   * Cancelled: whatever is held for the order goes back; announced only when something was held. An order
   * cancelled before its placement reached catalog (orders gave up waiting) leaves a `released` record, so
   * a placement arriving after all holds nothing.
   */
  async onOrderCancelled(order: OrdersOrderCancelledPayload): Promise<void> {
    const lines = mergeLines(order.lines);
    const event = this.outbox.event(EVENTS.catalog.stockReleased, order.order_number, { order_number: order.order_number, lines });
    const released = await this.ledger.updateOne(
      { order_number: order.order_number, status: { $in: ['reserving', 'reserved'] } },
      { $set: { status: 'released', reason: order.reason }, ...this.outbox.pushEvents(event) },
    );
    if (!released.modifiedCount)
      await this.ledger.create({ order_number: order.order_number, status: 'released', lines, reason: order.reason }).catch(ignoreDuplicate);
    await this.releaseLines(order.order_number, lines);
  }

  /** Records that this order is being decided; answers the status already recorded when there is one. */
  private async claim(orderNumber: string, lines: OrderStockLine[]): Promise<StockOutcome> {
    try {
      await this.ledger.create({ order_number: orderNumber, status: 'reserving', lines });
      return 'reserving';
    } catch (error) {
      ignoreDuplicate(error);
      const entry = await this.ledger.findOne({ order_number: orderNumber }).lean<StockLedgerEntry>();
      // A claim left by a crash, or by another instance still working: carry on, every step is idempotent.
      return entry!.status;
    }
  }

  /** Holds the line's units, or reports the shortage. After a first shortage nothing more is held, only checked. */
  private async reserveLine(orderNumber: string, line: OrderStockLine, checkOnly: boolean): Promise<Shortage | null> {
    let shortage: Shortage | null = null;
    try {
      await this.items.mutate(
        line.item_uuid,
        (item) => {
          shortage = null;
          if (holds(item, orderNumber)) return null;
          const available = isBuyable(item) ? availableStock(item) : 0;
          if (available < line.qty) {
            shortage = { item_uuid: line.item_uuid, requested: line.qty, available };
            return null;
          }
          if (checkOnly) return null;
          return { reservations: [...(item.reservations ?? []), { order_number: orderNumber, qty: line.qty, reserved_at: new Date() }] };
        },
        { includeDeleted: true, maxAttempts: MAX_ATTEMPTS_PER_ITEM },
      );
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      shortage = { item_uuid: line.item_uuid, requested: line.qty, available: 0 };
    }
    return shortage;
  }

  private async releaseLines(orderNumber: string, lines: OrderStockLine[]): Promise<void> {
    for (const line of lines) {
      try {
        await this.items.mutate(
          line.item_uuid,
          (item) => (holds(item, orderNumber) ? { reservations: item.reservations.filter((r) => r.order_number !== orderNumber) } : null),
          { includeDeleted: true, maxAttempts: MAX_ATTEMPTS_PER_ITEM },
        );
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
  }

  /** Records the outcome with its event; if another handler recorded a different one first, follows that one. */
  private async decide(
    orderNumber: string,
    lines: OrderStockLine[],
    from: StockOutcome,
    to: StockOutcome,
    event: ReturnType<Outbox['event']>,
    reason: string | null = null,
  ): Promise<void> {
    const written = await this.ledger.updateOne(
      { order_number: orderNumber, status: from },
      { $set: { status: to, reason }, ...this.outbox.pushEvents(event) },
    );
    if (written.modifiedCount) return;
    const entry = await this.ledger.findOne({ order_number: orderNumber }).lean<StockLedgerEntry>();
    if (entry && entry.status !== to) await this.conform(orderNumber, lines, entry.status);
  }

  /** Brings the items in line with a recorded outcome (after a crash or a concurrent handler). */
  private async conform(orderNumber: string, lines: OrderStockLine[], outcome: StockOutcome): Promise<void> {
    if (outcome === 'rejected' || outcome === 'released') {
      await this.releaseLines(orderNumber, lines);
    } else if (outcome === 'reserved') {
      for (const line of lines) {
        const shortage = await this.reserveLine(orderNumber, line, false);
        if (shortage) this.logger.error(`order ${orderNumber} is recorded as reserved but ${line.item_uuid} cannot hold ${line.qty} units now`);
      }
    }
  }
}

const ignoreDuplicate = (error: unknown) => {
  if (!isDuplicateKeyError(error)) throw error;
};

/** One line per item (a cart never repeats an item, but an event is input like any other). */
function mergeLines(lines: OrderStockLine[]): OrderStockLine[] {
  const byItem = new Map<string, number>();
  for (const line of lines) byItem.set(line.item_uuid, (byItem.get(line.item_uuid) ?? 0) + line.qty);
  return [...byItem].map(([item_uuid, qty]) => ({ item_uuid, qty }));
}
