import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { AdminCustomer, Discount } from '../../../shared/admin-people-contract';
import { DISCOUNT_GROUP_MAX, isDiscountPercent, isDisplayName } from '../../../shared/people-rules';
import { decimalSeparator } from '../../lib/console-formats';
import { selectLanguage } from '../session';
import { useConsoleAction, useFailureText } from './console-action';
import { useRemoveDiscountMutation, useSetDiscountMutation } from './customers-api';
import { discountText } from './discount-text';

interface DiscountForm {
  group: string;
  percent: number | null;
  onRequest: boolean;
}

/**
 * A customer's discount groups: set one (a percentage; a negative one is a surcharge), mark it
 * "on request", or remove it (a group a customer has no row for is shown on request as well).
 */
export function DiscountsModal({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const [form] = Form.useForm<DiscountForm>();
  const onRequest = Form.useWatch('onRequest', form);
  const [setDiscount, setting] = useSetDiscountMutation();
  const [removeDiscount] = useRemoveDiscountMutation();
  const run = useConsoleAction();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async ({ group, percent, onRequest: askPrice }: DiscountForm) => {
    setFailure(null);
    try {
      await setDiscount({ id: customer.id, group: group.trim(), percent: askPrice ? null : percent }).unwrap();
      form.resetFields();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const columns: TableColumnsType<Discount> = [
    { title: t('admin.customers.group'), dataIndex: 'group', key: 'group' },
    { title: t('admin.customers.discount'), key: 'percent', render: (_, { percent }) => discountText(percent, language, t) },
    {
      title: t('admin.customers.actions'), key: 'actions', render: (_, discount) => (
        <Space size="small">
          <Button size="small" type="text" icon={<EditOutlined aria-hidden />} aria-label={t('admin.customers.editGroup', { group: discount.group })}
            onClick={() => form.setFieldsValue({ group: discount.group, percent: discount.percent, onRequest: discount.percent === null })} />
          <Popconfirm
            title={t('admin.customers.removeGroupConfirm', { group: discount.group })}
            okText={t('admin.customers.remove')} cancelText={t('admin.customers.cancel')}
            onConfirm={() => run(() => removeDiscount({ id: customer.id, group: discount.group }).unwrap(), 'admin.customers.groupRemoved', { group: discount.group })}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('admin.customers.removeGroup', { group: discount.group })} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal open title={t('admin.customers.discountsTitle', { name: customer.name })} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<Discount>
        rowKey="group" size="small" columns={columns} dataSource={customer.discounts} pagination={false} scroll={{ x: 'max-content', y: 280 }}
        locale={{ emptyText: t('admin.customers.noGroups') }}
      />
      <Form<DiscountForm> form={form} layout="vertical" initialValues={{ group: '', percent: null, onRequest: false }} onFinish={save} className="console-form">
        <Form.Item
          name="group" label={t('admin.customers.group')}
          rules={[{ validator: (_, value: string) => (isDisplayName(value ?? '', DISCOUNT_GROUP_MAX) ? Promise.resolve() : Promise.reject(new Error(t('admin.customers.groupRule')))) }]}
        >
          <Input maxLength={DISCOUNT_GROUP_MAX} />
        </Form.Item>
        <Form.Item name="onRequest" valuePropName="checked">
          <Checkbox>{t('admin.customers.onRequest')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="percent" label={t('admin.customers.percent')} extra={t('admin.customers.percentHint')}
          rules={[{
            validator: (_, value: number | null) => (form.getFieldValue('onRequest') || (value !== null && value !== undefined && isDiscountPercent(value))
              ? Promise.resolve() : Promise.reject(new Error(t('admin.customers.percentRule')))),
          }]}
        >
          <InputNumber disabled={Boolean(onRequest)} decimalSeparator={decimalSeparator(language)} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={setting.isLoading}>{t('admin.customers.saveGroup')}</Button>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} className="console-alert" />}
    </Modal>
  );
}
