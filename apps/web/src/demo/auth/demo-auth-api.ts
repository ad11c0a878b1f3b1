import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../shared/http/query-options';
import { request } from '../../shared/http/request';
import type { DemoAuthAnswer } from '../mock/schemas/demo-auth-schema';

export interface DemoLoginBody {
  email: string;
  password: string;
}

export interface DemoRegisterBody extends DemoLoginBody {
  username: string;
}

// The forms show the demo's answer themselves (field messages, an alert), so no toasts.
const QUIET = { apiType: 'demo', hideErrorMessage: true, hideSuccessMessage: true } as const;

export const DEMO_LOGIN_LABEL = 'demo.auth.login';
export const DEMO_REGISTER_LABEL = 'demo.auth.register';

/** `POST /jwt/login` of the demo auth (answered by the demo mock, never the services). */
export function demoLogin(body: DemoLoginBody): Promise<DemoAuthAnswer> {
  return request<DemoAuthAnswer>({
    ...QUIET,
    method: 'POST',
    url: 'jwt/login',
    data: body,
    label: DEMO_LOGIN_LABEL,
  });
}

/** `POST /jwt/register`: a new demo account with the client's ability, until reload. */
export function demoRegister(body: DemoRegisterBody): Promise<DemoAuthAnswer> {
  return request<DemoAuthAnswer>({
    ...QUIET,
    method: 'POST',
    url: 'jwt/register',
    data: body,
    label: DEMO_REGISTER_LABEL,
  });
}

export const useDemoLogin = () => useMutation(labelMutationOptions(DEMO_LOGIN_LABEL, demoLogin));

export const useDemoRegister = () =>
  useMutation(labelMutationOptions(DEMO_REGISTER_LABEL, demoRegister));
