import { useNavigate } from 'react-router';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MemberOnlyPage } from './MemberOnlyPage';
import './account.css';

/** Change password, for a signed-in member. */
export function Component() {
  const navigate = useNavigate();
  return (
    <MemberOnlyPage
      titleKey="changePassword.title"
      testId="page-change-password"
      guestKey="changePassword.guest"
      emptyKey="changePassword.text"
    >
      <section className="card account-panel change-password-panel">
        <ChangePasswordForm isForced={false} onDone={() => void navigate('/')} />
      </section>
    </MemberOnlyPage>
  );
}
