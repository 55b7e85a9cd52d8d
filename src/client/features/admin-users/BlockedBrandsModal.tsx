import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../shared/admin-people-contract';
import { useConsoleAction } from '../admin-customers';
import { useSetBlockedBrandsMutation } from './users-api';

/** The brands a user never sees (names or aliases; the search reads them as their brands). */
export function BlockedBrandsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ brands: string[] }>();
  const [setBlockedBrands, saving] = useSetBlockedBrandsMutation();
  const run = useConsoleAction();
  const initial = user.blocked_brands.split(',').map((name) => name.trim()).filter(Boolean);

  const save = async ({ brands }: { brands: string[] }) => {
    if (await run(() => setBlockedBrands({ id: user.id, blockedBrands: brands.join(',') }).unwrap(), 'admin.users.blockedBrandsSaved', { email: user.email })) onClose();
  };

  return (
    <Modal
      open title={t('admin.users.blockedBrandsTitle', { email: user.email })} okText={t('admin.users.save')} cancelText={t('admin.users.cancel')}
      confirmLoading={saving.isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ brands: initial }} onFinish={save}>
        <Form.Item name="brands" label={t('admin.users.blockedBrands')} extra={t('admin.users.blockedBrandsHint')}>
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
