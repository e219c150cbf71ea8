import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EVENTS, type EventOf } from '@solar/contracts';
import { BroadcastEventPattern } from '@solar/platform';
import { ChatCluster } from './chat-cluster.service';

/** Every instance hears every cluster message (a broadcast subscription: a consumer group of its own). */
@Controller()
export class ChatClusterConsumer {
  constructor(private readonly cluster: ChatCluster) {}

  @BroadcastEventPattern(EVENTS.chat.clusterMessage)
  onClusterMessage(@Payload() event: EventOf<'chat.cluster.message'>): void {
    this.cluster.deliver(event);
  }
}
