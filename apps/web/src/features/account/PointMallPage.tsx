import { MemberOnlyPage } from './MemberOnlyPage';

/** The point mall with redeem history. */
export function Component() {
  return (
    <MemberOnlyPage
      titleKey="side.pointMall"
      testId="page-point-mall"
      guestKey="pointMall.guest"
      emptyKey="pointMall.empty"
    />
  );
}
