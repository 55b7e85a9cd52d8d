import { act, screen } from '@testing-library/react';
import ConsoleRoute from '../../../src/client/app/ConsoleRoute';
import { loginFinished } from '../../../src/client/features/session/session-slice';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER } from '../support/render-app';
import { createTestStore, renderWithStore } from '../support/test-store';

const STAFF = { ...DEMO_USER, id: 99, username: 'Back Office', customer: null, role: 'staff' as const };

describe('the console\'s route (/admin/*)', () => {
  it('keeps the sign-in page while the sign-in\'s steps run, then shows the console at the page signed in at', async () => {
    installFakeApi({ 'GET /admin/customers': { body: { total: 0, customers: [] } }, 'GET /admin/users': { body: { total: 0, users: [] } } });
    const { store } = createTestStore({ session: { token: 'staff-token', user: STAFF, loggingIn: true } });
    const { pathname } = renderWithStore(<ConsoleRoute />, store, '/admin/users');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

    act(() => { store.dispatch(loginFinished()); });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(pathname()).toBe('/admin/users');
  });
});
