import { type Static, Type } from 'typebox';

/** API.md §7: an access token as listed; the secret itself is shown only when it is created. */
export const TokenInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ownerId: Type.Integer(),
  expires: Type.Union([Type.Integer({ description: 'epoch ms' }), Type.Null()]),
});
export type TokenInfo = Static<typeof TokenInfo>;
