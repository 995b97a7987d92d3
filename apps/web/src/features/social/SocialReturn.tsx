import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { useSocialLogin } from './social.api';

/**
 * Back from a social provider, the address carries `#social=<ticket>`: it is exchanged once for
 * a session, then removed from the address. A refused ticket sends the player to the login
 * page with the reason.
 */
export function SocialReturn() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const usedTicket = useRef<string | null>(null);
  const { mutateAsync: logInWithTicket } = useSocialLogin();
  const ticket = /^#social=([A-Za-z0-9_-]{20,100})$/.exec(hash)?.[1];

  useEffect(() => {
    if (!ticket || usedTicket.current === ticket) return;
    usedTicket.current = ticket;
    logInWithTicket(ticket)
      .then((value) => {
        signIn(value);
        void navigate(pathname, { replace: true });
      })
      .catch(() => void navigate('/login#socialError=social_ticket_invalid', { replace: true }));
  }, [ticket, pathname, navigate, signIn, logInWithTicket]);
  return null;
}
