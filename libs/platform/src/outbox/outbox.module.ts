import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Inbox } from './inbox';
import { MailOutbox, OutgoingMail, OutgoingMailSchema } from './mail-outbox';
import { Outbox } from './outbox';

@Module({
  providers: [Outbox, Inbox],
  exports: [Outbox, Inbox],
})
export class OutboxModule {}

/** For a service whose event handlers send mail (it needs `MailModule` too): the queue and its dispatcher. */
@Module({
  imports: [MongooseModule.forFeature([{ name: OutgoingMail.name, schema: OutgoingMailSchema }])],
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailOutboxModule {}
