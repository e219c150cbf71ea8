import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CART_MESSAGES, cartQuantityProblem, type CartAnswer, type CartItem, type CartLine, type OrderStockLine } from '@solar/contracts';
import { BusinessRuleError, ConflictError, isDuplicateKeyError, LOST_RACE, NotFoundError, retryOnConflict } from '@solar/platform';
import type { Model, QueryFilter } from 'mongoose';
import { CatalogItems, type KnownItem } from '../catalog-items';
import { WishlistService } from '../wishlist/wishlist.service';
import { isPriceable, toCartAnswer, toCartLine } from './cart-lines';
import { Cart, type CartLineRecord } from './cart.schema';

/** What a change reads and writes of a cart document. */
interface CartState {
  lines: CartLineRecord[];
  merged_guests: string[];
  cleared_orders: string[];
}

/** A change of one cart: the new state (null: nothing to write) and what the caller gets back. */
type CartChange<T> = (current: Readonly<CartState>) => { next: CartState | null; result: T };

/** Each concurrent writer that wins costs the others one attempt: enough for a burst of adds to one cart. */
const MAX_WRITE_ATTEMPTS = 25;

@Injectable()
export class CartsService {
  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly catalog: CatalogItems,
    private readonly wishlist: WishlistService,
  ) {}

  /**
   * Adds `qty` of an item, summed into the line already there. The line's new quantity must pass the item's
   * MOQ, step, maximum and stock. Moving an item from the wishlist also removes its wishlist entry.
   */
  async add(ownerId: string, itemUuid: string, qty: number, fromWishlist = false): Promise<CartLine> {
    const item = this.purchasable(ownerId, await this.catalog.find(itemUuid));
    assertWholeQuantity(qty); // what is added must itself be whole units; the limits judge the line's total
    const line = await this.change(ownerId, (cart) => {
      const existing = cart.lines.find((l) => l.item_uuid === itemUuid);
      const next: CartLineRecord = { item_uuid: itemUuid, qty: (existing?.qty ?? 0) + qty, added_at: existing?.added_at ?? new Date() };
      assertOrderable(item, next.qty);
      const lines = existing ? cart.lines.map((l) => (l === existing ? next : l)) : [...cart.lines, next];
      return { next: { ...cart, lines }, result: next };
    });
    if (fromWishlist) await this.wishlist.discard(ownerId, itemUuid);
    return toCartLine(line, item);
  }

  /** Sets the quantity of a line the cart holds. */
  async setQuantity(ownerId: string, itemUuid: string, qty: number): Promise<CartLine> {
    const known = await this.catalog.find(itemUuid);
    const { line, item } = await this.change(ownerId, (cart) => {
      const existing = cart.lines.find((l) => l.item_uuid === itemUuid);
      if (!existing) throw new NotFoundError(CART_MESSAGES.notInCart);
      const item = this.purchasable(ownerId, known);
      assertOrderable(item, qty);
      const next: CartLineRecord = { ...existing, qty };
      return { next: { ...cart, lines: cart.lines.map((l) => (l === existing ? next : l)) }, result: { line: next, item } };
    });
    return toCartLine(line, item);
  }

  async removeLine(ownerId: string, itemUuid: string): Promise<void> {
    await this.change(ownerId, (cart) => {
      if (!cart.lines.some((l) => l.item_uuid === itemUuid)) throw new NotFoundError(CART_MESSAGES.notInCart);
      return { next: { ...cart, lines: cart.lines.filter((l) => l.item_uuid !== itemUuid) }, result: undefined };
    });
  }

  /** Empties the cart; answers how many lines it held. */
  async empty(ownerId: string): Promise<number> {
    return this.change(ownerId, (cart) => ({ next: cart.lines.length ? { ...cart, lines: [] } : null, result: cart.lines.length }));
  }

  /** The owner's cart, priced with the read model as it is now. */
  async answer(ownerId: string): Promise<CartAnswer> {
    const cart = await this.carts.findOne({ owner_id: ownerId }).lean<Cart>();
    const lines = cart?.lines ?? [];
    return toCartAnswer(ownerId, lines, await this.catalog.findMany(lines.map((l) => l.item_uuid)));
  }

  /**
   * Sums a guest's lines into the user's cart in one conditional write that also records the guest as
   * merged, then deletes the guest's cart. A second run (a redelivered event, a merge-on-read racing the
   * event, a retry after a crash between the two steps) finds the guest recorded and only deletes.
   * A summed quantity is capped at what can be ordered of a known item, never below either side's own.
   */
  async mergeGuest(userId: string, guestId: string): Promise<number> {
    if (userId === guestId) return 0;
    const guest = await this.carts.findOne({ owner_id: guestId }).lean<Cart>();
    if (!guest?.lines.length) {
      if (guest) await this.carts.deleteOne({ owner_id: guestId, revision: guest.revision });
      return 0;
    }
    const known = await this.catalog.findMany(guest.lines.map((l) => l.item_uuid));
    const merged = await this.change(
      userId,
      (cart) => {
        if (cart.merged_guests.includes(guestId)) return { next: null, result: 0 };
        const lines = [...cart.lines];
        for (const guestLine of guest.lines) {
          const at = lines.findIndex((l) => l.item_uuid === guestLine.item_uuid);
          if (at < 0) {
            lines.push({ ...guestLine });
            continue;
          }
          const own = lines[at]!;
          lines[at] = { ...own, qty: mergedQuantity(own.qty, guestLine.qty, known.get(guestLine.item_uuid)) };
        }
        return { next: { ...cart, lines, merged_guests: [...cart.merged_guests, guestId] }, result: guest.lines.length };
      },
      { merged_guests: { $ne: guestId } },
    );
    await this.carts.deleteOne({ owner_id: guestId });
    return merged;
  }

  /** An order was confirmed: its quantities leave the owner's cart, and lines with nothing left go. */
  async removeOrdered(ownerId: string, orderNumber: string, ordered: readonly OrderStockLine[]): Promise<void> {
    const orderedQty = new Map<string, number>();
    for (const line of ordered) orderedQty.set(line.item_uuid, (orderedQty.get(line.item_uuid) ?? 0) + line.qty);
    await this.change(ownerId, (cart) => {
      if (cart.cleared_orders.includes(orderNumber) || !cart.lines.some((l) => orderedQty.has(l.item_uuid))) return { next: null, result: undefined };
      const lines = cart.lines.map((l) => ({ ...l, qty: l.qty - (orderedQty.get(l.item_uuid) ?? 0) })).filter((l) => l.qty > 0);
      return { next: { ...cart, lines, cleared_orders: [...cart.cleared_orders, orderNumber] }, result: undefined };
    });
  }

  /** The item, if it can be bought by this owner (404 when gone or hidden, 422 for the seller's own). */
  private purchasable(ownerId: string, known: KnownItem | null): CartItem {
    if (!known?.buyable) throw new NotFoundError(CART_MESSAGES.itemUnavailable);
    if (known.item.owner_id === ownerId) throw new BusinessRuleError(CART_MESSAGES.ownItem);
    return known.item;
  }

  /**
   * Read-modify-write of one owner's cart, conditional on the revision it read (plus `guard`): a writer that
   * lost a race reads again and reapplies its change, so concurrent adds never lose one. A missing cart is
   * created; the unique owner_id turns a concurrent creation into a retry.
   */
  private async change<T>(ownerId: string, apply: CartChange<T>, guard: QueryFilter<Cart> = {}): Promise<T> {
    const keptChanging = () => {
      throw new ConflictError('The cart kept changing; please try again.');
    };
    return retryOnConflict(
      MAX_WRITE_ATTEMPTS,
      async () => {
        const current = await this.carts.findOne({ owner_id: ownerId }).lean<Cart>();
        const { next, result } = apply(
          current
            ? { lines: current.lines, merged_guests: current.merged_guests, cleared_orders: current.cleared_orders ?? [] }
            : { lines: [], merged_guests: [], cleared_orders: [] },
        );
        if (!next) return result;
        if (!current) {
          try {
            await this.carts.create({
              owner_id: ownerId,
              lines: next.lines,
              merged_guests: next.merged_guests,
              cleared_orders: next.cleared_orders,
              revision: 1,
            });
            return result;
          } catch (error) {
            if (isDuplicateKeyError(error)) return LOST_RACE;
            throw error;
          }
        }
        const written = await this.carts.updateOne(
          { owner_id: ownerId, revision: current.revision, ...guard },
          { $set: { lines: next.lines, merged_guests: next.merged_guests, cleared_orders: next.cleared_orders }, $inc: { revision: 1 } },
        );
        return written.matchedCount === 1 ? result : LOST_RACE;
      },
      { onExhausted: keptChanging },
    );
  }
}

const quantityError = (problem: string) => new BusinessRuleError({ qty: [problem] });

function assertWholeQuantity(qty: number): void {
  if (!Number.isInteger(qty) || qty < 1) throw quantityError(CART_MESSAGES.qtyWhole);
}

/** 422 `errors.qty` with the rule's message (MOQ, maximum, stock, step) when `qty` cannot be ordered. */
function assertOrderable(item: CartItem, qty: number): void {
  const problem = cartQuantityProblem(item, qty);
  if (problem) throw quantityError(problem);
  // An item listed before the money bounds with a price outside them is not sold (toCartAnswer lists it unavailable).
  if (!isPriceable({ qty }, item)) throw new BusinessRuleError(CART_MESSAGES.itemUnavailable);
}

/** A guest's and a user's quantities of one item summed, capped at what can be ordered of a known item. */
function mergedQuantity(own: number, guest: number, known: KnownItem | undefined): number {
  const sum = own + guest;
  if (!known) return sum;
  const { stock, max_qty } = known.item;
  const orderable = max_qty > 0 ? Math.min(stock, max_qty) : stock;
  return Math.min(sum, Math.max(orderable, own, guest));
}
