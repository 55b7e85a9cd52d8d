import { act, render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import i18n from 'i18next';
import { TOAST_LIMIT } from '../../../../src/client/config/constants';
import { createToasts, toastDurationSeconds } from '../../../../src/client/features/toasts/toast';
import { ToastHost } from '../../../../src/client/features/toasts/ToastHost';
import { ToastsContext } from '../../../../src/client/features/toasts/toasts-context';
import { loadTranslations } from '../../support/test-i18n';
import { WithoutAntdStyles } from '../../support/test-styles';

const toasts = createToasts();
const { showToast } = toasts;

function renderToastHost() {
  return render(
    <ToastsContext.Provider value={toasts}>
      <ConfigProvider>
        <AntApp>
          <ToastHost />
        </AntApp>
      </ConfigProvider>
    </ToastsContext.Provider>,
    { wrapper: WithoutAntdStyles },
  );
}

const notices = () => document.querySelectorAll('.ant-message-notice');

describe('toastDurationSeconds (docs/behaviour.md, Errors and toasts)', () => {
  it.each([
    ['blank', 4],
    ['error', 4],
    ['success', 2],
    ['loading', 0],
  ] as const)('%s toasts last %p s (0 = until dismissed)', (kind, seconds) => {
    expect(toastDurationSeconds(kind)).toBe(seconds);
  });
});

describe('<ToastHost/>', () => {
  it(`keeps at most ${TOAST_LIMIT} toasts`, async () => {
    renderToastHost();
    await act(async () => {
      for (let i = 1; i <= 25; i += 1) showToast('loading', 'toasts.unexpectedError', { text: `Toast ${i}` });
    });
    expect(await screen.findByText('Toast 25')).toBeInTheDocument();
    // Loading toasts never expire, so exactly the newest 20 are left.
    expect(notices()).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
  });

  it('shows a toast raised by key in the current language', async () => {
    renderToastHost();
    act(() => showToast('error', 'toasts.brandsFailed'));
    expect(await screen.findByText('Failed to fetch brands')).toBeInTheDocument();
  });

  it('speaks the language the customer chose', async () => {
    const german = (loadTranslations('de').toasts as Record<string, string>).brandsFailed;
    renderToastHost();
    await act(async () => { await i18n.changeLanguage('de'); });
    try {
      act(() => showToast('error', 'toasts.brandsFailed'));
      expect(await screen.findByText(german)).toBeInTheDocument();
      expect(german).not.toBe('Failed to fetch brands');
    } finally {
      await act(async () => { await i18n.changeLanguage('en'); });
    }
  });

  it('shows a text that needs no translation as it is', async () => {
    renderToastHost();
    act(() => showToast('error', 'toasts.unexpectedError', { text: 'Wrong e-mail address or password.' }));
    expect(await screen.findByText('Wrong e-mail address or password.')).toBeInTheDocument();
    expect(screen.queryByText('An unexpected error occurred')).not.toBeInTheDocument();
  });

  it('shows nothing, and does not fail, while no host is mounted', () => {
    expect(() => showToast('error', 'toasts.brandsFailed')).not.toThrow();
    expect(screen.queryByText('Failed to fetch brands')).not.toBeInTheDocument();
  });
});
