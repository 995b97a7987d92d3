import {
  avatarCount,
  avatarUrl,
  defaultAvatarId,
  maskContact,
  type MemberIcon,
  type MemberInfo,
  type MemberProfile,
  type PlayerAvatars,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { MemberRepository } from './member.repository';

/** A member's club label and member labels (loyalty's VIP level and the labels it was given). */
export type MemberLabels = (
  context: RequestContext,
  member: SignedInMember,
) => Promise<Pick<MemberInfo, 'clubLabel' | 'memberLabel'>>;

/** The member's own information: profile, portrait and the header's summary. */
export function createMemberService(deps: { members: MemberRepository; labels: MemberLabels }) {
  return {
    async profile(context: RequestContext, member: SignedInMember): Promise<MemberProfile> {
      const row = await deps.members.profile(context.merchant.id, member.id);
      if (!row) throw new AppError('unauthorized');
      return {
        account: row.username,
        nickname: row.nickname,
        mobileNum: maskContact(row.mobileNum),
        email: maskContact(row.email),
        payeeName: row.payeeName,
        registeredAt: new Date(row.createdAt).toISOString(),
        lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).toISOString(),
        emailVerified: row.email !== null && row.emailVerifiedAt !== null,
        hasPaymentPassword: row.paymentPasswordHash !== null,
      };
    },

    /** The portraits to pick from and the member's own (MCSFE_getPlayerAvatar). */
    async avatars(context: RequestContext, member: SignedInMember): Promise<PlayerAvatars> {
      const row = await deps.members.avatarOf(context.merchant.id, member.id);
      return {
        avatars: Array.from({ length: avatarCount }, (_, index) => ({
          id: index + 1,
          url: avatarUrl(index + 1),
        })),
        selected: row?.avatarId ?? defaultAvatarId(member.id),
      };
    },

    async icon(context: RequestContext, member: SignedInMember): Promise<MemberIcon> {
      const row = await deps.members.avatarOf(context.merchant.id, member.id);
      return { iconUrl: avatarUrl(row?.avatarId ?? defaultAvatarId(member.id)) };
    },

    async setIcon(context: RequestContext, member: SignedInMember, avatarId: number) {
      await deps.members.setAvatar(context.merchant.id, member.id, avatarId);
      return { iconUrl: avatarUrl(avatarId) };
    },

    async info(context: RequestContext, member: SignedInMember): Promise<MemberInfo> {
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.isAgent,
        toUpline: member.uplineId !== null,
        ...(await deps.labels(context, member)),
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
