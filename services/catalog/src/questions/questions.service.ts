import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EVENTS, plainText, type AccessTokenClaims, type AskAnswer, type AskRequest, type CatalogItemQuestionAskedPayload } from '@solar/contracts';
import { Outbox } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ItemsService } from '../items/items.service';
import { ItemQuestion } from './item-question.schema';

/** Questions to a seller: stored with their catalog.item.question-asked event, which identity turns into a mail. */
@Injectable()
export class QuestionsService {
  constructor(
    @InjectModel(ItemQuestion.name) private readonly questions: Model<ItemQuestion>,
    private readonly catalog: ItemsService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Stores the question and its event in one write, so the seller is mailed exactly when it is stored. The
   * asker is answered the question without the account ids the event carries for identity.
   */
  async ask(asker: AccessTokenClaims, form: AskRequest): Promise<AskAnswer> {
    const item = await this.catalog.findPublic({ uuid: String(form.item_uuid).trim() });
    const askedAt = new Date();
    const payload: CatalogItemQuestionAskedPayload = {
      question_id: randomUUID(),
      item_uuid: item.uuid,
      item_id: item.id,
      item_name: item.name,
      seller_id: item.owner_id,
      asker_id: asker.sub,
      question: plainText(form.question),
      asked_at: askedAt.toISOString(),
    };
    const event = this.outbox.event(EVENTS.catalog.itemQuestionAsked, payload.question_id, payload);
    await this.questions.create({
      id: payload.question_id,
      item_uuid: payload.item_uuid,
      item_id: payload.item_id,
      item_name: payload.item_name,
      seller_id: payload.seller_id,
      asker_id: payload.asker_id,
      question: payload.question,
      created_at: askedAt,
      _outbox: [event],
    });
    const { question_id, item_uuid, item_id, item_name, question, asked_at } = payload;
    return { question_id, item_uuid, item_id, item_name, question, asked_at };
  }
}
