/** The new-password fields' checks, as the page makes them before the server (which also refuses common passwords). */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '../../../shared/password-rules';

export function newPasswordRules(t: TFunction): FormRule[] {
  return [{ required: true, min: MIN_PASSWORD_LENGTH, message: t('passwords.set.tooShort') }];
}

/** The repeat field: the same as the field named `newPassword`. */
export function repeatRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('passwords.set.mismatch') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('passwords.set.mismatch')))),
    }),
  ];
}
