import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  MESSAGES,
  parseSecurityQuestions,
  SECURITY_QUESTIONS,
  validateAddress,
  validateChangePassword,
  validateProfile,
  type AccessTokenClaims,
  type AddressRequest,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
  type SecurityQuestionsRequest,
} from '@solar/contracts';
import { CurrentUser, FormRules, Public, withMessage } from '@solar/platform';
import { accountOf } from '../users/account-of';
import { ProfileService } from './profile.service';

@Controller('v1/client')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('my-profile/edit')
  profile(@CurrentUser() caller: AccessTokenClaims) {
    return this.profiles.profile(accountOf(caller));
  }

  @Put('my-profile/edit')
  async update(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateProfile)) form: ProfileUpdateRequest) {
    return withMessage(await this.profiles.updateProfile(accountOf(caller), form), MESSAGES.identity.profileUpdated);
  }

  @Post('my-profile/edit')
  @HttpCode(200)
  updateByPost(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateProfile)) form: ProfileUpdateRequest) {
    return this.update(caller, form);
  }

  @Get('my-profile/addresses')
  addresses(@CurrentUser() caller: AccessTokenClaims) {
    return this.profiles.addresses(accountOf(caller));
  }

  @Post('my-profile/addresses')
  async addAddress(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateAddress)) form: AddressRequest) {
    return withMessage(await this.profiles.addAddress(accountOf(caller), form), MESSAGES.identity.addressSaved);
  }

  @Get('my-profile/addresses/:id')
  address(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string) {
    return this.profiles.address(accountOf(caller), id);
  }

  @Put('my-profile/addresses/:id')
  async updateAddress(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string, @Body(new FormRules(validateAddress)) form: AddressRequest) {
    return withMessage(await this.profiles.updateAddress(accountOf(caller), id, form), MESSAGES.identity.addressSaved);
  }

  @Delete('my-profile/addresses/:id')
  async deleteAddress(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string) {
    await this.profiles.deleteAddress(accountOf(caller), id);
    return withMessage({ deleted: true }, MESSAGES.identity.addressDeleted);
  }

  @Post('my-profile/change-password')
  @HttpCode(200)
  async changePassword(@CurrentUser() caller: AccessTokenClaims, @Body(new FormRules(validateChangePassword)) form: ChangePasswordRequest) {
    await this.profiles.changePassword(accountOf(caller), form);
    return withMessage({ changed: true }, MESSAGES.identity.passwordChanged);
  }

  @Put('my-profile/security-questions')
  async setSecurityQuestions(@CurrentUser() caller: AccessTokenClaims, @Body() body: Partial<SecurityQuestionsRequest>) {
    const { answers, errors } = parseSecurityQuestions(body ?? {});
    if (Object.keys(errors).length > 0) throw new BadRequestException({ errors });
    return withMessage(await this.profiles.setSecurityQuestions(accountOf(caller), answers), MESSAGES.identity.securityQuestionsSaved);
  }

  /** The questions a user picks three of. */
  @Get('security-questions')
  @Public()
  securityQuestions() {
    return SECURITY_QUESTIONS.map(({ id, question }) => ({ id, question }));
  }
}
