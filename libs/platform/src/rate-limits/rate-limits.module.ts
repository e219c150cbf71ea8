import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RateLimitWindow, RateLimitWindowSchema } from './rate-limit-window.schema';
import { RateLimits } from './rate-limits';

/** The rate limiters on the service's own document store (PlatformModule imports it for every service). */
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimitWindow.name, schema: RateLimitWindowSchema }])],
  providers: [RateLimits],
  exports: [RateLimits],
})
export class RateLimitsModule {}
