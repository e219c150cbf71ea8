import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A guest uuid a browser generated itself before identity issued guest ids, confirmed once by
 * `login-info/guest-login` (its unique id makes a second confirmation, even a concurrent one, fail). Ids
 * identity issues (`guest-<uuid>`) need no record: they are new by construction.
 */
@Schema({ collection: 'legacy_guests', timestamps: { createdAt: 'confirmed_at', updatedAt: false }, versionKey: false })
export class LegacyGuest {
  @Prop({ required: true, unique: true }) id!: string;
}

export const LegacyGuestSchema = SchemaFactory.createForClass(LegacyGuest);
