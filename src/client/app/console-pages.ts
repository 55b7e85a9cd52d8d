/**
 * The staff console's pages, in menu order (docs/operations.md, The staff console). Each is a
 * chunk of its own, loaded when first opened; a page still to come shows the console's placeholder.
 * Only the console's chunk imports this list.
 */
import { AuditOutlined, FileTextOutlined, FlagOutlined, ShopOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import { ConsolePlaceholder, type ConsolePage } from '../features/admin';

const placeholder = lazy(async () => ({ default: ConsolePlaceholder }));
const customers = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-customers" */ '../features/admin-customers')).CustomersPage }));
const users = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-users" */ '../features/admin-users')).UsersPage }));

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: 'customers', labelKey: 'admin.shell.pages.customers', icon: createElement(ShopOutlined), Component: customers },
  { path: 'users', labelKey: 'admin.shell.pages.users', icon: createElement(TeamOutlined), Component: users },
  { path: 'imports', labelKey: 'admin.shell.pages.imports', icon: createElement(UploadOutlined), Component: placeholder },
  { path: 'texts', labelKey: 'admin.shell.pages.texts', icon: createElement(FileTextOutlined), Component: placeholder },
  { path: 'flags', labelKey: 'admin.shell.pages.flags', icon: createElement(FlagOutlined), Component: placeholder },
  { path: 'audit', labelKey: 'admin.shell.pages.audit', icon: createElement(AuditOutlined), Component: placeholder },
];
