import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  AccountAddressBody,
  ChangePasswordBody,
  IDENTITY_API,
  MESSAGES,
  parseSecurityQuestions,
  ProfileBody,
  SECURITY_QUESTIONS,
  SecurityQuestionsBody,
  type AccessTokenClaims,
} from '@solar/contracts';
import { CurrentUser, InvalidInputError, Public, withMessage } from '@solar/platform';
import { accountOf } from '../users/account-of';
import { ProfileService } from './profile.service';

export const ADDRESS_ID_MESSAGE = 'The address id must be a uuid.';

/** An address id in the path (ids are uuids): anything else answers 400 on the field before the handler runs. */
const addressId = () => new ParseUUIDPipe({ exceptionFactory: () => new InvalidInputError({ id: [ADDRESS_ID_MESSAGE] }) });

@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get(IDENTITY_API.profile)
  profile(@CurrentUser() caller: AccessTokenClaims) {
    return this.profiles.profile(accountOf(caller));
  }

  @Put(IDENTITY_API.profile)
  async update(@CurrentUser() caller: AccessTokenClaims, @Body() form: ProfileBody) {
    return withMessage(await this.profiles.updateProfile(accountOf(caller), form), MESSAGES.identity.profileUpdated);
  }

  @Post(IDENTITY_API.profile)
  @HttpCode(200)
  updateByPost(@CurrentUser() caller: AccessTokenClaims, @Body() form: ProfileBody) {
    return this.update(caller, form);
  }

  @Get(IDENTITY_API.addresses)
  addresses(@CurrentUser() caller: AccessTokenClaims) {
    return this.profiles.addresses(accountOf(caller));
  }

  @Post(IDENTITY_API.addresses)
  async addAddress(@CurrentUser() caller: AccessTokenClaims, @Body() form: AccountAddressBody) {
    return withMessage(await this.profiles.addAddress(accountOf(caller), form), MESSAGES.identity.addressSaved);
  }

  @Get(IDENTITY_API.address.template)
  address(@CurrentUser() caller: AccessTokenClaims, @Param('id', addressId()) id: string) {
    return this.profiles.address(accountOf(caller), id);
  }

  @Put(IDENTITY_API.address.template)
  async updateAddress(@CurrentUser() caller: AccessTokenClaims, @Param('id', addressId()) id: string, @Body() form: AccountAddressBody) {
    return withMessage(await this.profiles.updateAddress(accountOf(caller), id, form), MESSAGES.identity.addressSaved);
  }

  @Delete(IDENTITY_API.address.template)
  async deleteAddress(@CurrentUser() caller: AccessTokenClaims, @Param('id', addressId()) id: string) {
    await this.profiles.deleteAddress(accountOf(caller), id);
    return withMessage({ deleted: true }, MESSAGES.identity.addressDeleted);
  }

  @Post(IDENTITY_API.changePassword)
  @HttpCode(200)
  async changePassword(@CurrentUser() caller: AccessTokenClaims, @Body() form: ChangePasswordBody) {
    // A fresh session: every earlier token of the account, the caller's too, is revoked by the change.
    return withMessage(await this.profiles.changePassword(accountOf(caller), form), MESSAGES.identity.passwordChanged);
  }

  @Put(IDENTITY_API.mySecurityQuestions)
  async setSecurityQuestions(@CurrentUser() caller: AccessTokenClaims, @Body() form: SecurityQuestionsBody) {
    // The body's rule has parsed and checked the pairs already: this reads them.
    const { answers } = parseSecurityQuestions(form);
    return withMessage(await this.profiles.setSecurityQuestions(accountOf(caller), answers), MESSAGES.identity.securityQuestionsSaved);
  }

  /** The questions a user picks three of. */
  @Get(IDENTITY_API.securityQuestions)
  @Public()
  securityQuestions() {
    return SECURITY_QUESTIONS.map(({ id, question }) => ({ id, question }));
  }
}
