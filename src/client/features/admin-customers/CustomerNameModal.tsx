import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../shared/admin-people-contract';
import { CUSTOMER_NAME_MAX, isDisplayName } from '../../../shared/people-rules';
import { useFailureText } from './console-action';
import { useCreateCustomerMutation, useRenameCustomerMutation } from './customers-api';

interface Props {
  /** The customer to rename; null to create one. */
  customer: AdminCustomer | null;
  onClose: (saved: AdminCustomer | null) => void;
}

/** Creates a customer or renames one; a name taken is refused by the server and said here. */
export function CustomerNameModal({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [create, creating] = useCreateCustomerMutation();
  const [rename, renaming] = useRenameCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = useFailureText();

  const save = async ({ name }: { name: string }) => {
    setFailure(null);
    try {
      onClose(await (customer ? rename({ id: customer.id, name }) : create({ name })).unwrap());
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Modal
      open
      title={customer ? t('admin.customers.renameTitle', { name: customer.name }) : t('admin.customers.createTitle')}
      okText={t('admin.customers.save')}
      cancelText={t('admin.customers.cancel')}
      confirmLoading={creating.isLoading || renaming.isLoading}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: customer?.name ?? '' }} onFinish={save}>
        <Form.Item
          name="name"
          label={t('admin.customers.name')}
          rules={[{ validator: (_, value: string) => (isDisplayName(value ?? '', CUSTOMER_NAME_MAX) ? Promise.resolve() : Promise.reject(new Error(t('admin.customers.nameRule')))) }]}
        >
          <Input autoFocus maxLength={CUSTOMER_NAME_MAX} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
