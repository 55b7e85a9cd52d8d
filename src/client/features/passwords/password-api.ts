/** The password calls (docs/api.md, Passwords), added to the one API from this lazy chunk. */
import type { LoginResponse } from '../../../shared/contract';
import type {
  PasswordChangeRequest, PasswordForgotRequest, PasswordForgotResponse, PasswordResetRequest,
} from '../../../shared/password-contract';
import { api } from '../../api/api';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, PasswordChangeRequest>({
      // 204 without a body; an error's JSON body is still read.
      query: (body) => ({ url: '/password', method: 'POST', body, responseHandler: 'content-type' }),
    }),
    forgotPassword: build.mutation<PasswordForgotResponse, PasswordForgotRequest>({
      query: (body) => ({ url: '/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<LoginResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/password/reset', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation, useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
