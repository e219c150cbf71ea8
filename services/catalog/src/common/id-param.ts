import { ParseIntPipe } from '@nestjs/common';
import { InvalidInputError } from '@solar/platform';

export const ID_PARAM_MESSAGE = 'Must be a whole number.';

/**
 * A numeric id in the path (`items/related/{id}`, `resellers/{id}`): `@Param('id', idParam('id'))`. Anything but
 * a whole number answers 400 on the field, in the envelope, before the handler runs.
 */
export const idParam = (field: string): ParseIntPipe => new ParseIntPipe({ exceptionFactory: () => new InvalidInputError({ [field]: [ID_PARAM_MESSAGE] }) });
