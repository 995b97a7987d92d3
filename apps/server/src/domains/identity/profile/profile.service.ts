import {
  roleTable,
  type DeskMemberProfile,
  type MemberProfileDetails,
  type UpdateProfileRequest,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { dateIn } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { requireRole } from '../../platform';
import type { ProfileRepository, StoredProfile } from './profile.repository';
import { lockedFields, profileChanges, shownFields } from './profile.rules';

/**
 * The member's profile (spec §3): read and changed by the member under the merchant's field
 * rules, full name and birthday set once; read by support on the members desk.
 */
export function createProfileService(deps: {
  db: Db;
  repository: ProfileRepository;
  clock: Clock;
}) {
  function details(context: RequestContext, stored: StoredProfile): MemberProfileDetails {
    return {
      fields: shownFields(context.merchant.registrationFields, stored.fields),
      lockedFields: lockedFields(stored.fields),
    };
  }

  return {
    /** GET /wps/member/profile/details: the member's own profile. */
    async get(context: RequestContext, member: SignedInMember): Promise<MemberProfileDetails> {
      const stored = await deps.repository.read(context.merchant.id, member.id);
      if (!stored) throw new AppError('unauthorized');
      return details(context, stored);
    },

    /**
     * PUT /wps/member/profile/details: changes the fields given. Every refusal is named and
     * nothing is written unless all of them pass.
     */
    async update(
      context: RequestContext,
      member: SignedInMember,
      input: UpdateProfileRequest,
    ): Promise<MemberProfileDetails> {
      const now = deps.clock.now();
      const check = {
        rules: context.merchant.registrationFields,
        language: context.language,
        today: dateIn(now, context.merchant.timezone),
      };
      const merchantId = context.merchant.id;
      return deps.db.transaction().execute(async (trx) => {
        const current = await deps.repository.readForUpdate(trx, merchantId, member.id);
        if (!current) throw new AppError('unauthorized');
        const { changes, errors } = profileChanges(check, current.fields, input);
        if (errors.length > 0) throw new AppError('validation_failed', { fields: errors });
        await deps.repository.save(trx, { merchantId, memberId: member.id, changes, now });
        return details(context, { ...current, fields: { ...current.fields, ...changes } });
      });
    },

    /** GET /ops/api/members/:id/profile: all the member told, for support. */
    async deskProfile(actor: OperatorScope, memberId: string): Promise<DeskMemberProfile> {
      requireRole(actor.operator, roleTable.lookUpMembers);
      const member = await deps.repository.deskMember(actor.scope, memberId);
      const stored = member && (await deps.repository.read(member.merchantId, memberId));
      if (!stored) throw new AppError('not_found');
      return {
        fields: stored.fields,
        idNumber: stored.idNumber,
        recommenderId: stored.recommenderId,
        updatedAt: stored.updatedAt === null ? null : new Date(stored.updatedAt).toISOString(),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
