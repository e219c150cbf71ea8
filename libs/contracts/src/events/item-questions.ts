/**
 * `catalog.item.question-asked`: a signed-in visitor asked an item's seller a question (POST items/ask).
 * Identity mails the seller; the ids are user ids, which identity turns into addresses.
 */
export interface CatalogItemQuestionAskedPayload {
  question_id: string;
  item_uuid: string;
  item_id: number;
  item_name: string;
  /** The item's owner, who is mailed. */
  seller_id: string;
  asker_id: string;
  question: string;
  /** ISO-8601. */
  asked_at: string;
}
