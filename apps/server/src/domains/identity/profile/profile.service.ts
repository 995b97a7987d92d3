import {
  roleTable,
  type CorrectProfileRequest,
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
import { changesOf, requireRole, type OpsService } from '../../platform';
import type { ProfileRepository, StoredProfile } from './profile.repository';
import { lockedCorrections, lockedFields, profileChanges, shownFields } from './profile.rules';

/**
 * The member's profile (spec §3): read and changed by the member under the merchant's field
 * rules, full name and birthday set once; read by support on the members desk, and those two
 * corrected there by an owner or admin, logged.
 */
export function createProfileService(deps: {
  db: Db;
  repository: ProfileRepository;
  clock: Clock;
  ops: Pick<OpsService, 'audit'>;
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
      return deskView(stored);
    },

    /**
     * PUT /ops/api/members/:id/profile/locked: the full name or birthday corrected (or cleared
     * for the member to set again), with the reason and both values in the action log. Nothing
     * changed writes nothing and logs nothing.
     */
    async correctLocked(
      actor: OperatorScope,
      memberId: string,
      input: CorrectProfileRequest,
      language: string,
    ): Promise<DeskMemberProfile> {
      requireRole(actor.operator, roleTable.correctProfiles);
      const member = await deps.repository.deskMember(actor.scope, memberId);
      if (!member) throw new AppError('not_found');
      const now = deps.clock.now();
      const check = { language, today: dateIn(now, member.timezone) };
      const { merchantId } = member;
      return deps.db.transaction().execute(async (trx) => {
        const current = await deps.repository.readForUpdate(trx, merchantId, memberId);
        if (!current) throw new AppError('not_found');
        const { changes, errors } = lockedCorrections(check, current.fields, input);
        if (errors.length > 0) throw new AppError('validation_failed', { fields: errors });
        if (Object.keys(changes).length === 0) return deskView(current);
        await deps.repository.save(trx, { merchantId, memberId, changes, now });
        await deps.ops.audit(
          actor.operator,
          {
            merchantId,
            action: 'member_profile_correct',
            target: `member:${memberId}`,
            detail: { ...changesOf(current.fields, changes), reason: input.reason },
          },
          trx,
        );
        return deskView({ ...current, fields: { ...current.fields, ...changes }, updatedAt: now });
      });
    },
  };
}

/** A stored profile as the desk reads it. */
function deskView(stored: StoredProfile): DeskMemberProfile {
  return {
    fields: stored.fields,
    idNumber: stored.idNumber,
    recommenderId: stored.recommenderId,
    updatedAt: stored.updatedAt === null ? null : new Date(stored.updatedAt).toISOString(),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
