import { MemberOnlyPage } from './MemberOnlyPage';

/** VIP levels and benefits of the member. */
export function Component() {
  return (
    <MemberOnlyPage
      titleKey="side.vip"
      testId="page-vip"
      guestKey="vip.guest"
      emptyKey="vip.empty"
    />
  );
}
