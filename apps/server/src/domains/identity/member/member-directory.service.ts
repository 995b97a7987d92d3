import type { MemberRepository, MemberRow } from './member.repository';

export type { MemberRow };

/**
 * The member records other modules read and write — lookups by id, username or mobile number,
 * new members, passwords and sign-in marks — so sessions, password resets and social sign-in
 * reach members through this module's service, never its repository.
 */
export function createMemberDirectory(repository: MemberRepository) {
  return {
    findById: repository.findById,
    findByUsername: repository.findByUsername,
    findByMobile: repository.findByMobile,
    findByUsernameAndEmail: repository.findByUsernameAndEmail,
    insert: repository.insert,
    insertTrial: repository.insertTrial,
    updatePassword: repository.updatePassword,
    markLogin: repository.markLogin,
    countRegistrationsFrom: repository.countRegistrationsFrom,
  };
}

export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
