/**
 * The staff console's pages, in menu order (docs/operations.md, The staff console). Each is a
 * chunk of its own, loaded when first opened.
 * Only the console's chunk imports this list.
 */
import { AuditOutlined, FileTextOutlined, FlagOutlined, SafetyOutlined, ShopOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { ConsolePage } from '../features/admin';

const customers = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-customers" */ '../features/admin-customers')).CustomersPage }));
const users = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-users" */ '../features/admin-users')).UsersPage }));

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: 'customers', labelKey: 'admin.shell.pages.customers', icon: createElement(ShopOutlined), Component: customers },
  { path: 'users', labelKey: 'admin.shell.pages.users', icon: createElement(TeamOutlined), Component: users },
  {
    path: 'imports', labelKey: 'admin.shell.pages.imports', icon: createElement(UploadOutlined),
    Component: lazy(() => import(/* webpackChunkName: "admin-imports" */ '../features/admin-imports/ImportsPage')),
  },
  { path: 'texts', labelKey: 'admin.shell.pages.texts', icon: createElement(FileTextOutlined), Component: lazy(() => import(/* webpackChunkName: "admin-texts" */ '../features/admin-texts/TextsPage')) },
  { path: 'flags', labelKey: 'admin.shell.pages.flags', icon: createElement(FlagOutlined), Component: lazy(() => import(/* webpackChunkName: "admin-flags" */ '../features/admin-flags/FlagsPage')) },
  { path: 'audit', labelKey: 'admin.shell.pages.audit', icon: createElement(AuditOutlined), Component: lazy(() => import(/* webpackChunkName: "admin-audit" */ '../features/admin-audit/AuditPage')) },
  { path: 'staff', labelKey: 'admin.shell.pages.staff', icon: createElement(SafetyOutlined), Component: lazy(() => import(/* webpackChunkName: "admin-staff" */ '../features/admin-staff/StaffPage')) },
];
