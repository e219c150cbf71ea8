export * from './order-events.controller';
export * from './stock-ledger.schema';
export * from './stock-reservations.service';
