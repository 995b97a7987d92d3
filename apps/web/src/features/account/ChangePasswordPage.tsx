import { MemberOnlyPage } from './MemberOnlyPage';

/** Change password, for a signed-in member. */
export function Component() {
  return (
    <MemberOnlyPage
      titleKey="changePassword.title"
      testId="page-change-password"
      guestKey="changePassword.guest"
      emptyKey="changePassword.text"
    />
  );
}
