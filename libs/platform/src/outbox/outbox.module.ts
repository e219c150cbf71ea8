import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Inbox, ProcessedEvent, ProcessedEventSchema } from './inbox';
import { Outbox } from './outbox';

@Module({
  imports: [MongooseModule.forFeature([{ name: ProcessedEvent.name, schema: ProcessedEventSchema }])],
  providers: [Outbox, Inbox],
  exports: [Outbox, Inbox],
})
export class OutboxModule {}
