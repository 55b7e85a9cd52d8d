/**
 * The console's staff accounts: who may use the console, and adding a colleague, who gets a link
 * to set the first password (shown here to pass on when the server sends no mail).
 */
import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewStaffBody, StaffMember } from '../../../shared/admin-staff-contract';
import { EMAIL_MAX, isDisplayName, isEmailAddress, USERNAME_MAX } from '../../../shared/people-rules';
import { useFailureText } from '../admin-customers';
import { LinkSentModal, type LinkSent } from '../admin-users';
import { useAddStaffMemberMutation, useStaffMembersQuery } from './staff-api';

function AddStaffModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewStaffBody>();
  const [add, adding] = useAddStaffMemberMutation();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<LinkSent | null>(null);

  const save = async (body: NewStaffBody) => {
    setFailure(null);
    try {
      const { member, link } = await add(body).unwrap();
      setSent({ email: member.email, link });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  if (sent) return <LinkSentModal title={t('admin.staff.addedTitle')} sent={sent} onClose={onClose} />;
  return (
    <Modal
      open title={t('admin.staff.add')} okText={t('admin.staff.add')} cancelText={t('admin.users.cancel')}
      confirmLoading={adding.isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden
    >
      <Form<NewStaffBody> form={form} layout="vertical" onFinish={save}>
        <Form.Item name="email" label={t('admin.users.email')}
          rules={[{ validator: (_, value: string) => (isEmailAddress(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('admin.users.emailRule')))) }]}>
          <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="username" label={t('admin.users.name')}
          rules={[{ validator: (_, value: string) => (isDisplayName(value ?? '', USERNAME_MAX) ? Promise.resolve() : Promise.reject(new Error(t('admin.users.nameRule')))) }]}>
          <Input maxLength={USERNAME_MAX} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}

export function StaffPage() {
  const { t } = useTranslation();
  const { data, isFetching } = useStaffMembersQuery();
  const [adding, setAdding] = useState(false);
  const columns: TableColumnsType<StaffMember> = [
    { title: t('admin.users.email'), dataIndex: 'email', key: 'email' },
    { title: t('admin.users.name'), dataIndex: 'username', key: 'username' },
    {
      title: t('admin.users.state'), key: 'state',
      render: (_, member) => (member.disabled ? <Tag color="red">{t('admin.users.disabled')}</Tag> : <Tag color="green">{t('admin.users.active')}</Tag>),
    },
  ];
  return (
    <Card className="console-page">
      <Flex wrap gap="small" className="console-page__toolbar">
        <Typography.Text type="secondary">{t('admin.staff.explained')}</Typography.Text>
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>{t('admin.staff.add')}</Button>
      </Flex>
      <Table<StaffMember> rowKey="id" columns={columns} dataSource={data?.staff ?? []} loading={isFetching} pagination={false} scroll={{ x: 'max-content' }} />
      {adding && <AddStaffModal onClose={() => setAdding(false)} />}
    </Card>
  );
}

export default StaffPage;
