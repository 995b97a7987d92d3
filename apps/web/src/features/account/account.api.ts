import {
  captchaRefreshMs,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginValue,
  type MobileRegisterRequest,
  type PhoneResetRequest,
  type SmsCodeValue,
  type TokenResetRequest,
} from '@khela/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../api/client';
import { apiSealed } from '../../api/envelope';
import { sentAtOnce, sentAtOnceSecret } from '../../api/mutations';

/** Query keys of sign-in and registration. */
export const accountKeys = {
  invitation: (code: string | undefined) => ['invitation', code] as const,
};

/** A loaded captcha: its id (sent back with the answer) and the picture. */
export interface CaptchaState {
  id: string;
  image: string;
}

/** GET /wps/captcha: the picture, and its id from the Captcha-Id header; null on any failure. */
async function fetchCaptcha(): Promise<CaptchaState | null> {
  let id = '';
  const image = await apiRequest<string>('GET', '/wps/captcha', {
    onResponse: (response) => {
      id = response.headers.get('captcha-id') ?? '';
    },
  }).catch(() => null);
  return image && id ? { id, image } : null;
}

/**
 * Loads captchas; a new one at most once a second (spec §4). Each is good for one try, so it
 * is loaded on demand rather than cached as a query.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const lastLoadMs = useRef(0);
  const load = useCallback(async () => {
    const now = Date.now();
    if (now - lastLoadMs.current < captchaRefreshMs) return;
    lastLoadMs.current = now;
    const loaded = await fetchCaptcha();
    if (loaded) setCaptcha(loaded);
  }, []);
  return { captcha, load };
}

/** Whether an invitation code is an agent's (POST /wps/agent/affiliate); other failures throw. */
async function isInvitationValid(code: string): Promise<boolean> {
  try {
    await apiRequest('POST', '/wps/agent/affiliate', {
      body: { code, domain: window.location.hostname },
    });
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'invitation_code_error') return false;
    throw failure;
  }
}

/** The invitation code of the address, checked once (no code: nothing is asked). */
export function useInvitationQuery(code: string | undefined) {
  return useQuery({
    queryKey: accountKeys.invitation(code),
    queryFn: () => isInvitationValid(code ?? ''),
    enabled: code !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** A typed invitation code, checked as the form is sent (answers whether it is an agent's). */
export function useCheckInvitation() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: isInvitationValid,
  });
}

/** POST /wps/session/login (encrypted): by username and password, or by number and SMS code. */
export function useLogin() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: LoginRequest) =>
      apiSealed<LoginValue>('POST', '/wps/session/login', request),
  });
}

/** PUT /wps/member/register (encrypted): the merchant's registration fields, as configured. */
export function useRegister() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (payload: Record<string, unknown>) =>
      apiSealed<LoginValue>('PUT', '/wps/member/register', payload),
  });
}

/** PUT /wps/member/register/mobile (encrypted): the username becomes the mobile number. */
export function useMobileRegister() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (payload: MobileRegisterRequest) =>
      apiSealed<LoginValue>('PUT', '/wps/member/register/mobile', payload),
  });
}

/** POST /wps/session/login/freeplay: a trial account with play money. */
export function useFreePlayLogin() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: () => apiRequest<LoginValue>('POST', '/wps/session/login/freeplay'),
  });
}

/** Where an SMS code may be asked for. */
export type SmsCodePath =
  | '/wps/verification/sms/register'
  | '/wps/verification/sms/noLogin'
  | '/wps/member/bind/mobile/code';

/** Sends an SMS code to a number (the body as the path wants it); answers how long it lasts. */
export function useSendSmsCode() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: ({ path, body }: { path: SmsCodePath; body: Record<string, string | undefined> }) =>
      apiRequest<SmsCodeValue>('POST', path, { body }),
  });
}

/** POST /wps/member/password (encrypted): the old password (unless forced) and the new one. */
export function useChangePassword() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (values: ChangePasswordRequest) =>
      apiSealed('POST', '/wps/member/password', values),
  });
}

/** POST /wps/member/password/email (form-urlencoded): a reset link by mail. */
export function useEmailReset() {
  return useMutation({
    ...sentAtOnce,
    mutationFn: (form: { username: string; email: string }) =>
      apiRequest('POST', '/wps/member/password/email', { form }),
  });
}

/** POST /wps/member/password/verification (encrypted): a new password by phone; signs in. */
export function usePhoneReset() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: PhoneResetRequest) =>
      apiSealed<LoginValue>('POST', '/wps/member/password/verification', request),
  });
}

/** POST /wps/member/password/reset (encrypted): a new password with a mailed link's token. */
export function useTokenReset() {
  return useMutation({
    ...sentAtOnceSecret,
    mutationFn: (request: TokenResetRequest) =>
      apiSealed<LoginValue>('POST', '/wps/member/password/reset', request),
  });
}
