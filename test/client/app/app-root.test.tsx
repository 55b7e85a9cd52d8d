import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { AppRoot } from '../../../src/client/app/AppRoot';

describe('<AppRoot/>', () => {
  // The classes antd's <App> puts on its element: they carry antd's font, colour and link styles.
  it("renders antd's app element around the page", () => {
    render(
      <ConfigProvider>
        <AppRoot>
          <a href="mailto:x@example.com">page</a>
        </AppRoot>
      </ConfigProvider>,
    );
    const root = screen.getByRole('link', { name: 'page' }).parentElement as HTMLElement;
    expect(root).toHaveClass('ant-app');
    expect(root.className).toMatch(/(^| )css-[\w-]+( |$)/);
    expect(root.className).toMatch(/css-var-/);
  });
});
