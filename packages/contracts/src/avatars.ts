import { z } from 'zod';

/** The site's own avatar portraits, /art/avatars/avatar-01.svg … (drawn by the avatar script). */
export const avatarCount = 12;

export function avatarUrl(id: number): string {
  return `/art/avatars/avatar-${String(id).padStart(2, '0')}.svg`;
}

/** Until a member picks one, the portrait follows from the member id, so members differ. */
export function defaultAvatarId(memberId: string): number {
  return Number(BigInt(memberId) % BigInt(avatarCount)) + 1;
}

/** GET /wps/relay/MCSFE_getPlayerAvatar: the portraits to pick from and the member's own. */
export const playerAvatarsSchema = z.object({
  avatars: z.array(z.object({ id: z.number().int(), url: z.string() })),
  selected: z.number().int(),
});
export type PlayerAvatars = z.infer<typeof playerAvatarsSchema>;

/** GET /wps/member/info/icon: the member's portrait. */
export const memberIconSchema = z.object({ iconUrl: z.string() });
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** PUT /wps/member/info/icon: pick a portrait. */
export const memberIconRequestSchema = z.object({
  avatarId: z.number().int().min(1).max(avatarCount),
});
