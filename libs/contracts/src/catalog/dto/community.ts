import { IsOptional } from 'class-validator';
import type { AskRequest, DiscussionRequest, ReviewRequest } from '../views';
import { validateQuestion, validateReview } from '../rules';
import { MESSAGES } from '../../messages';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { PageQuery } from '../../dto/page-query';
import { OptionalText } from '../../dto/text-field';

/*
 * The shop's community bodies: reviews, questions to sellers and the item discussion board. The form rules
 * (`validateReview`, `validateQuestion`, which the product page runs too) require the fields and bound them as
 * they are stored (plain text); the decorators refuse a wrong type or a size no form sends, with the rule's
 * message for the field. (The search bodies of reviews/list and item-discussion/list are `searchBody` classes
 * next to their allow-lists in the catalog's controllers.)
 */

const P = MESSAGES.product;

/** Sizes no form reaches: the rules bound the texts as stored (2,000 and 1,000 characters), these cap the raw input. */
export const COMMUNITY_INPUT_LIMITS = {
  /** A review comment, a question or a discussion post, before markup is removed. */
  textMax: 10_000,
  /** An item uuid, a discussion post's id. */
  idMax: 64,
} as const;
const C = COMMUNITY_INPUT_LIMITS;

/** `GET items/{uuid}/reviews?page=&limit=`: a page of an item's reviews, newest first. */
export class ItemReviewsQuery extends PageQuery {}

/** `POST items/{uuid}/reviews`: a rating of 1 to 5 stars (a number, or numeric text) and a comment. */
@CheckedBy(formRule(validateReview))
export class ReviewBody implements ReviewRequest {
  @IsOptional()
  @IsNumberOrNumericText({ message: P.ratingRequired })
  rating!: number;

  @OptionalText(C.textMax, { tooLong: P.commentTooLong, notText: P.commentRequired })
  comment!: string;
}

/** `POST items/ask`: a question to the item's seller. */
@CheckedBy(formRule((input) => validateQuestion(input, 'question')))
export class AskBody implements AskRequest {
  @OptionalText(C.idMax, P.itemRequired)
  item_uuid!: string;

  @OptionalText(C.textMax, { tooLong: P.questionTooLong, notText: P.questionRequired })
  question!: string;
}

/** `POST item-discussion/create`: a thread on an item, or a reply to one (`parent_id`), checked like a question. */
@CheckedBy(formRule((input) => validateQuestion(input, 'message')))
export class DiscussionPostBody implements DiscussionRequest {
  @OptionalText(C.idMax, P.itemRequired)
  item_uuid!: string;

  @OptionalText(C.textMax, { tooLong: P.questionTooLong, notText: P.questionRequired })
  message!: string;

  /** The thread replied to; null or left out starts a thread. */
  @OptionalText(C.idMax)
  parent_id?: string | null;
}
