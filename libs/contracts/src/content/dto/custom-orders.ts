import { IsOptional } from 'class-validator';
import { CUSTOM_ORDER_LIMITS as L, CUSTOM_ORDER_MESSAGES as M, validateCustomOrder, validateCustomOrderAnswer } from '../custom-orders';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { OptionalQueryNumber, PageQuery } from '../../dto/page-query';
import { ContactMaskedText, OptionalText } from '../../dto/text-field';

/** `custom-orders/create`: types and absurd sizes refused here, the form rule gives the messages the web form shows. */
@CheckedBy(formRule((input) => validateCustomOrder(input)))
export class CustomOrderBody {
  @IsOptional()
  @IsNumberOrNumericText({ message: M.categoryRequired })
  category_id?: number | string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.quantityInvalid })
  quantity?: number | string;

  @OptionalText(20, M.unitRequired)
  unit?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.targetPriceInvalid })
  target_price?: number | string | null;

  @OptionalText(40, M.stateRequired)
  state?: string;

  /** Public, as the description: contact details masked. */
  @ContactMaskedText(L.cityMax * 2, { notText: M.cityRequired, tooLong: M.cityTooLong })
  city?: string;

  @OptionalText(20, M.neededByInvalid)
  needed_by?: string;

  @ContactMaskedText(L.descriptionMax * 2, { notText: M.descriptionRequired, tooLong: M.descriptionTooLong })
  description?: string;

  @OptionalText(L.emailMax * 2, M.emailInvalid)
  email?: string;

  /** The uuid `custom-orders/file/upload` answered; optional. */
  @OptionalText(64, M.fileUnknown)
  file_uuid?: string | null;
}

/** `custom-orders/{id}/answers`: a seller's link to one of their listings and a short message. */
@CheckedBy(formRule(validateCustomOrderAnswer))
export class CustomOrderAnswerBody {
  @OptionalText(L.linkMax * 2, M.linkInvalid)
  link?: string;

  @ContactMaskedText(L.answerMessageMax * 2, { notText: M.answerMessageRequired, tooLong: M.answerMessageTooLong })
  message?: string;
}

/** `custom-orders/list?page=&limit=&category_id=`. */
export class CustomOrderListQuery extends PageQuery {
  @OptionalQueryNumber(1, 10_000, M.categoryRequired)
  category_id?: number;
}
